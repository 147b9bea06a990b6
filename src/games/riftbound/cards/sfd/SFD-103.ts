import { defineCard } from "../types.js";

/**
 * Jaull-Fish — Unit, Body, 7 Energy + 2 Body. Accelerate is printed (717); the discount counts Mighty units as
 * the cost is determined (560.4, 706).
 */
export default defineCard({
  code: "SFD-103",
  name: "Jaull-Fish",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_body: as an additional cost to have me enter ready.)\nI cost :rb_energy_2: less for each of your [Mighty] units. (A unit is Mighty while it has 5+ :rb_might:.)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { self: true },
        mod: {
          discount: { energy: { times: [{ count: { type: "unit", controller: "friendly", state: ["mighty"] } }, 2] } },
        },
      },
    },
  ],
});

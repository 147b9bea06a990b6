import { defineCard } from "../types.js";

/**
 * Corina Veraza — Unit, Order, 7 Energy + 1 Order. Accelerate is printed. "Here" is her battlefield (053.3).
 */
export default defineCard({
  code: "SFD-179",
  name: "Corina Veraza",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_order: as an additional cost to have me enter ready.)\nWhen I move to a battlefield, play three 1 :rb_might: Recruit unit tokens here.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      effects: [{ op: "token", token: "Recruit", n: 3, at: "here" }],
    },
  ],
});

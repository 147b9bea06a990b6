import { defineCard } from "../types.js";

/**
 * Monch — Unit, Calm, 6 Energy.
 * Both halves read "an opponent controls a stunned unit" as he is played (cost, 560.4) and as he enters (563.1.c).
 */
export default defineCard({
  code: "UNL-035",
  name: "Monch",
  text: "If an opponent controls a stunned unit, I cost :rb_energy_2: less and enter ready.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2 } },
        applies: { self: true },
        when: { exists: { type: "unit", controller: "enemy", state: ["stunned"] } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "enters",
        state: "ready",
        when: { exists: { type: "unit", controller: "enemy", state: ["stunned"] } },
      },
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Eclipse Dragon — Unit, Fury, 8 Energy.
 * [Accelerate] comes from the card data. "If you control 4 or fewer runes" is an intervening if (CR 1.4 383.2.a.1).
 */
export default defineCard({
  code: "VEN-016",
  name: "Eclipse Dragon",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\nWhen I move, if you control 4 or fewer runes, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      if: { compare: [{ count: { type: "rune", controller: "friendly" } }, { op: "<=", value: 4 }] },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});

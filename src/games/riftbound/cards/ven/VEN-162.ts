import { defineCard } from "../types.js";

/**
 * Protective Sands — Battlefield. Its conquer trigger is controlled by the player who conquered (630.1). The rune
 * count is that player's, read as the trigger resolves; "you may pay [1] to draw 1" is asked then (a "may" cost).
 */
export default defineCard({
  code: "VEN-162",
  name: "Protective Sands",
  text: "When you conquer here, if you control 4 or fewer runes, you may pay :rb_energy_1: to draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [
        {
          op: "if",
          cond: { compare: [{ count: { type: "rune", controller: "friendly" } }, { op: "<=", value: 4 }] },
          then: [{ op: "may", prompt: "Pay 1 Energy to draw 1?", cost: { energy: 1 }, then: [{ op: "draw", n: 1 }] }],
        },
      ],
    },
  ],
});

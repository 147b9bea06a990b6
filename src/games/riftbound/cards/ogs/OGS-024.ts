import { defineCard } from "../types.js";

/** Decisive Strike — Spell, Body, Order, 5 Energy + 1 Power. Action. */
export default defineCard({
  code: "OGS-024",
  name: "Decisive Strike",
  text: "[Action] (Play on your turn or in showdowns.)\nGive friendly units +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      effects: [{ op: "might", what: { all: { type: "unit", controller: "friendly" } }, amount: 2, duration: "turn" }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Grand Strategem — Spell, Order, 6 Energy + 3 Power. Action. */
export default defineCard({
  code: "OGN-233",
  name: "Grand Strategem",
  text: "[Action] (Play on your turn or in showdowns.)\nGive friendly units +5 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      effects: [{ op: "might", what: { all: { type: "unit", controller: "friendly" } }, amount: 5, duration: "turn" }],
    },
  ],
});

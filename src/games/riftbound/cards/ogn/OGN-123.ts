import { defineCard } from "../types.js";

/** Unchecked Power — Spell, Mind, 7 Energy + 2 Power. */
export default defineCard({
  code: "OGN-123",
  name: "Unchecked Power",
  text: "Exhaust all friendly units, then deal 12 to ALL units at battlefields.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "exhaust", what: { all: { type: "unit", controller: "friendly" } } },
        { op: "damage", amount: 12, to: { all: { type: "unit", at: "battlefield" } } },
      ],
    },
  ],
});

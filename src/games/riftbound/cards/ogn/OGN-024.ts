import { defineCard } from "../types.js";

/** Void Seeker — Spell, Fury, 3 Energy + 1 Fury Power. Action. */
export default defineCard({
  code: "OGN-024",
  name: "Void Seeker",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 4 to a unit at a battlefield. Draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        { op: "damage", amount: 4, to: { target: "unit" } },
        { op: "draw", n: 1 },
      ],
    },
  ],
});

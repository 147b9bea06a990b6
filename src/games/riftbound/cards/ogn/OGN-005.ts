import { defineCard } from "../types.js";

/** Disintegrate — Spell, Fury, 4 Energy. Action. Deal 3; draw 1 if that kills the unit. */
export default defineCard({
  code: "OGN-005",
  name: "Disintegrate",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 3 to a unit at a battlefield. If this kills it, draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        { op: "damage", amount: 3, to: { target: "unit" } },
        { op: "if", cond: { targetDied: "unit" }, then: [{ op: "draw", n: 1 }] },
      ],
    },
  ],
});

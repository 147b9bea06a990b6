import { defineCard } from "../types.js";

/** Incinerate — Spell, Fury, 2 Energy. Action. Deal 2 to a unit at a battlefield. */
export default defineCard({
  code: "OGS-003",
  name: "Incinerate",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 2 to a unit at a battlefield.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 2, to: { target: "unit" } }],
    },
  ],
});

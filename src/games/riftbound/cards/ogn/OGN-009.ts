import { defineCard } from "../types.js";

/** Hextech Ray — Spell, Fury, 1 Energy + 1 Fury Power. Action. */
export default defineCard({
  code: "OGN-009",
  name: "Hextech Ray",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 3 to a unit at a battlefield.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 3, to: { target: "unit" } }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Blast of Power — Spell, Order, 6 Energy + 1 Order Power. Action. */
export default defineCard({
  code: "OGS-012",
  name: "Blast of Power",
  text: "[Action] (Play on your turn or in showdowns.)\nKill a unit at a battlefield.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "kill", what: { target: "unit" } }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Falling Comet — Spell, Mind, 5 Energy. Action. */
export default defineCard({
  code: "OGN-085",
  name: "Falling Comet",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 6 to a unit at a battlefield.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 6, to: { target: "unit" } }],
    },
  ],
});

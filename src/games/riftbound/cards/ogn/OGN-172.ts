import { defineCard } from "../types.js";

/** Rebuke — Spell, Chaos. A zone change, not a move (609.2): the unit leaves play for its owner's hand. */
export default defineCard({
  code: "OGN-172",
  name: "Rebuke",
  text: "[Action] (Play on your turn or in showdowns.)\nReturn a unit at a battlefield to its owner's hand.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "returnToHand", what: { target: "unit" } }],
    },
  ],
});

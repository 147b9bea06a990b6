import { defineCard } from "../types.js";

/** Get Excited! — Spell, Fury, 2 Energy + 1 Fury. Action. Damage equal to the discarded card's Energy cost. */
export default defineCard({
  code: "OGN-008",
  name: "Get Excited!",
  text: "[Action] (Play on your turn or in showdowns.)\nDiscard 1. Deal its Energy cost as damage to a unit at a battlefield. (Ignore its Power cost.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        { op: "discard", n: 1, saveAs: "discarded" },
        { op: "damage", amount: { energyCostOfVar: "discarded" }, to: { target: "unit" } },
      ],
    },
  ],
});

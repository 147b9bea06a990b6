import { defineCard } from "../types.js";

/**
 * Monster Harpoon — Spell, Fury, 1 Energy + 1 Fury Power. Action.
 * "If you control a facedown card" is read as it resolves (a facedown card at a battlefield, 723; as Mushroom Pouch).
 */
export default defineCard({
  code: "UNL-014",
  name: "Monster Harpoon",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 2 to a unit at a battlefield. If you control a facedown card, deal 4 to it instead.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        {
          op: "if",
          cond: { exists: { controller: "friendly", at: "facedown" } },
          then: [{ op: "damage", amount: 4, to: { target: "unit" } }],
          else: [{ op: "damage", amount: 2, to: { target: "unit" } }],
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Consuming Curse — Spell, Fury, 2 Energy.
 * Action (card data). One instance of damage, so its Bonus Damage adds once per card with this name in your trash (CR 1.4 417.4); the spell itself is on the chain, not in the trash.
 */
export default defineCard({
  code: "VEN-010",
  name: "Consuming Curse",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your trash.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        {
          op: "damage",
          // 2 + 1 per card with this name in your trash (minus a negative count: the vocabulary has no plus).
          amount: { minus: [2, { times: [{ count: { at: "trash", sameName: true } }, -1] }] },
          to: { target: "unit" },
        },
      ],
    },
  ],
});

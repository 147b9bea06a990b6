import { defineCard } from "../types.js";

/**
 * Ruthless Strike — Spell, Fury, 3 Energy.
 * Action (card data). The optional additional cost (560.2.b) is paid with `optional: [discard]`; "if you paid" reads it (560.4.d.1).
 */
export default defineCard({
  code: "VEN-008",
  name: "Ruthless Strike",
  text: "[Action] (Play on your turn or in showdowns.)\nAs an additional cost to play this, you may discard 1.\nDeal 3 to a unit at a battlefield. If you paid the additional cost, deal 5 to it instead.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", cost: "discard", optional: true } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        {
          op: "if",
          cond: { paidOptional: "discard" },
          then: [{ op: "damage", amount: 5, to: { target: "unit" } }],
          else: [{ op: "damage", amount: 3, to: { target: "unit" } }],
        },
      ],
    },
  ],
});

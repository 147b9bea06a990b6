import { defineCard } from "../types.js";

/**
 * Decree of Rage — Spell, Fury, 1 Energy + 1 Power.
 * Action (card data). "This can't be countered" (601): counter instructions leave it on the chain. A Calm unit has the Calm domain (127).
 */
export default defineCard({
  code: "VEN-015",
  name: "Decree of Rage",
  text: "[Action] (Play on your turn or in showdowns.)\nThis can't be countered.\nDeal 4 to an enemy Calm (:rb_rune_calm:) unit.",
  abilities: [
    { kind: "passive", passive: { kind: "uncounterable" } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", domain: "Calm" } }],
      effects: [{ op: "damage", amount: 4, to: { target: "unit" } }],
    },
  ],
});

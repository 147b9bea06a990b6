import { defineCard } from "../types.js";

/**
 * Shock Blast — Spell, Mind, 3 Energy + 1 Power.
 * Action (card data). The discount is read as the cost is determined (560.4); "something" is any permanent or legend
 * you control that is Empowered (CR 1.4 441).
 */
export default defineCard({
  code: "VEN-059",
  name: "Shock Blast",
  text: "[Action] (Play on your turn or in showdowns.)\nThis costs :rb_energy_2: less if you control something that's [Empowered].\nDeal 4 to a unit at a battlefield.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2 } },
        applies: { self: true },
        // "something": a permanent or a legend (De Morgan: the vocabulary has `not` and `and`).
        when: {
          not: {
            and: [
              { not: { exists: { controller: "friendly", state: ["empowered"] } } },
              { not: { exists: { type: "legend", controller: "friendly", state: ["empowered"] } } },
            ],
          },
        },
      },
    },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 4, to: { target: "unit" } }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Wind and Ghosts — Spell, Chaos, 3 Energy + 1 Power.
 * Action (card data). The Might is read as it resolves.
 */
export default defineCard({
  code: "VEN-106",
  name: "Wind and Ghosts",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose a unit at a battlefield. If it has 3 :rb_might: or less, banish it. Otherwise, return it to its owner's hand.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        {
          op: "if",
          cond: { compare: [{ mightOf: { target: "unit" } }, { op: "<=", value: 3 }] },
          then: [{ op: "banish", what: { target: "unit" } }],
          else: [{ op: "returnToHand", what: { target: "unit" } }],
        },
      ],
    },
  ],
});

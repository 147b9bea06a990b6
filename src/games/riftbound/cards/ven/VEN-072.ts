import { defineCard } from "../types.js";

/**
 * Guttural Roar — Spell, Body, 2 Energy.
 * Action (card data). Whether it is Empowered is read as it resolves.
 */
export default defineCard({
  code: "VEN-072",
  name: "Guttural Roar",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a unit +2 :rb_might: this turn. If it's [Empowered], give it +4 :rb_might: this turn instead.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "unit" }, filter: { state: ["empowered"] } },
          then: [{ op: "might", what: { target: "unit" }, amount: 4, duration: "turn" }],
          else: [{ op: "might", what: { target: "unit" }, amount: 2, duration: "turn" }],
        },
      ],
    },
  ],
});

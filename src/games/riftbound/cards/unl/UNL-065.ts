import { defineCard } from "../types.js";

/**
 * Icevale Archer — Unit, Mind, 2 Energy.
 * "When I attack" (620); the unit here is chosen as the trigger goes on the chain, the Energy paid on resolution (a may with a cost).
 */
export default defineCard({
  code: "UNL-065",
  name: "Icevale Archer",
  text: "When I attack, you may pay :rb_energy_1: to give a unit here -1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "here" } }],
      effects: [
        {
          op: "may",
          prompt: "Pay 1 Energy to give that unit -1 Might this turn?",
          cost: { energy: 1 },
          then: [{ op: "might", what: { target: "unit" }, amount: -1, duration: "turn" }],
        },
      ],
    },
  ],
});

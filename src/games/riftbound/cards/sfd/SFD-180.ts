import { defineCard } from "../types.js";

/**
 * Fiora, Worthy — Unit (Champion), Order, 3 Energy. "Becomes Mighty": CR 1.4 709.
 */
export default defineCard({
  code: "SFD-180",
  name: "Fiora, Worthy",
  text: "When a unit you control becomes [Mighty], you may pay :rb_rune_order: to ready it. (A unit is Mighty while it has 5+ :rb_might:.)",
  abilities: [
    {
      kind: "triggered",
      on: "becameMighty",
      filter: { subject: { type: "unit", controller: "friendly" } },
      effects: [
        {
          op: "may",
          prompt: "Pay an Order rune to ready that unit?",
          cost: { power: 1, powerDomain: "Order" },
          then: [{ op: "ready", what: { event: "object" } }],
        },
      ],
    },
  ],
});

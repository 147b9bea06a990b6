import { defineCard } from "../types.js";

/**
 * Starhound — Unit, Order, 5 Energy + 1 Order Power. The card is chosen as the trigger goes on the chain (559.3.b):
 * any card of the trash with one of the tags Bird, Cat, Dog or Poro (139.1).
 */
export default defineCard({
  code: "UNL-167",
  name: "Starhound",
  text: "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [
        {
          id: "card",
          filter: {
            at: "trash",
            anyOf: [
              { tag: "Bird", at: "trash" },
              { tag: "Cat", at: "trash" },
              { tag: "Dog", at: "trash" },
              { tag: "Poro", at: "trash" },
            ],
          },
        },
      ],
      effects: [{ op: "toHand", what: { target: "card" } }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Noxian Demolitionist — Unit, Body, 2 Energy.
 * "When I conquer" (630.1); "you may kill a gear" is an optional choice ("up to one", 559.3.d.3) made as the trigger
 * goes on the chain, its Energy cost compared with my Might then and on resolution.
 */
export default defineCard({
  code: "VEN-080",
  name: "Noxian Demolitionist",
  text: "When I conquer, you may kill a gear with Energy cost no more than my Might.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      targets: [
        {
          id: "gear",
          filter: { type: "gear", energy: { op: "<=", value: { mightOf: { self: true } } } },
          upTo: true,
        },
      ],
      effects: [{ op: "kill", what: { target: "gear" } }],
    },
  ],
});

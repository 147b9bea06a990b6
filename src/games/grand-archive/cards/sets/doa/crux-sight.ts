/** Crux Sight (action, crux, reserve 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "P9Y1Q5cQ0F",
  name: "Crux Sight",
  text: "As an additional cost to activate this card, you may pay (2). If you do, banish this card as it resolves and it gains “Return a crux element card from your graveyard to your hand.” \n\nDraw a card.",
  abilities: [
    { kind: "effect", effects: [{ op: "draw", amount: 1 }] },
    {
      kind: "optionalReserveCost",
      reserve: 2,
      banishAsResolves: true,
      gains: [{ op: "returnFromGraveyard", element: "CRUX" }],
    },
  ],
});

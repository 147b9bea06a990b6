/** Cosmic Bolt (action, astra, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "vpmu6gvnta",
  name: "Cosmic Bolt",
  text: "Starcalling — (2) (As you're looking at this card while glimpsing, you may activate it by paying this cost. If you do, put all other cards you're looking at on the bottom of your deck in any order.)\n\nDeal 4 damage to target unit plus an additional 2 for each card named Cosmic Bolt in your graveyard and banishment.",
  abilities: [
    { kind: "starcalling", cost: 2 },
    {
      kind: "effect",
      effects: [
        {
          op: "damage",
          target: { kind: "target", filter: { type: "unit" } },
          amount: { count: "namedInGraveyardAndBanishment", name: "Cosmic Bolt", base: 4, per: 2 },
        },
      ],
    },
  ],
});

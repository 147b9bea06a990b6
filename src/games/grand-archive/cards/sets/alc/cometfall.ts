/** Cometfall (action, astra, reserve 5). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "4d5vettczb",
  name: "Cometfall",
  text: "Starcalling — (2) (As you're looking at this card while glimpsing, you may activate it by paying this cost. If you do, put all other cards you're looking at on the bottom of your deck in any order.)\n\nDeal 3 damage to all non-astra element units. Class Bonus: Deal 4 damage to those units instead.",
  abilities: [
    { kind: "starcalling", cost: 2 },
    {
      kind: "effect",
      effects: [
        {
          op: "if",
          condition: { kind: "not", condition: { kind: "classBonus" } },
          then: [{ op: "damage", target: { kind: "all", filter: { type: "unit", notElement: "ASTRA" } }, amount: 3 }],
        },
        {
          op: "if",
          condition: { kind: "classBonus" },
          then: [{ op: "damage", target: { kind: "all", filter: { type: "unit", notElement: "ASTRA" } }, amount: 4 }],
        },
      ],
    },
  ],
});

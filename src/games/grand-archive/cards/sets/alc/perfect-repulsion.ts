/** Perfect Repulsion (action, water, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "gwj4f15joh",
  name: "Perfect Repulsion",
  text: "The next time target unit you control would take exactly X damage this turn, prevent that damage, where X is the amount of cards in your memory. Draw a card if damage was prevented this way. (X is calculated only as this card resolves.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        {
          op: "preventExactly",
          target: { kind: "target", filter: { type: "unit", controller: "you" } },
          amount: { count: "memoryCards" },
          drawIfPrevented: true,
        },
      ],
    },
  ],
});

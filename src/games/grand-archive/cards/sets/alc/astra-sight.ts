/** Astra Sight (action, astra, reserve 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "zuj68m69iq",
  name: "Astra Sight",
  text: "Starcalling — (0) (As you're looking at this card while glimpsing, you may activate it by paying this cost. If you do, put all other cards you're looking at on the bottom of your deck in any order.)\n\nGlimpse 1, then draw a card.",
  abilities: [
    { kind: "starcalling", cost: 0 },
    {
      kind: "effect",
      effects: [
        { op: "glimpse", amount: 1 },
        { op: "draw", amount: 1 },
      ],
    },
  ],
});

/** Neos Sight (action, neos, reserve 0, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "4n1n3gygoj",
  name: "Neos Sight",
  text: "Draw a card. If you control eight or more objects, draw a card into your memory.",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "draw", amount: 1 },
        {
          op: "if",
          condition: { kind: "objectsYouControlAtLeast", count: 8 },
          then: [{ op: "draw", amount: 1, into: "memory" }],
        },
      ],
    },
  ],
});

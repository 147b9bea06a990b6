/** Backstep (action, norm, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "sesw2ugmnm",
  name: "Backstep",
  text: "Target unit becomes distant. (Units stay distant until the end of their controller's turn.)\n\nDraw a card.",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "becomeDistant", target: { kind: "target", filter: { type: "unit" } } },
        { op: "draw", amount: 1 },
      ],
    },
  ],
});

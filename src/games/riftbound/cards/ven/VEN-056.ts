import { defineCard } from "../types.js";

/** Clairvoyance — Spell, Mind, 7 Energy. Reaction (card data). [Predict 5] (CR 1.4 436), then draw 2. */
export default defineCard({
  code: "VEN-056",
  name: "Clairvoyance",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Predict 5]. (Look at the top 5 cards of your Main Deck. Recycle any of them and put the rest back in any order.)\nDraw 2.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "predict", n: 5 },
        { op: "draw", n: 2 },
      ],
    },
  ],
});

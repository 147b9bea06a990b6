/** Umbra Sight (action, umbra, reserve 0, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "f15joh300z",
  name: "Umbra Sight",
  text: "Draw a card.\n\nYou may draw a card into your memory and put Umbra Sight on the bottom of your champion's lineage. When you do, deal 2 unpreventable damage to your champion for each Curse card in your champion's lineage.",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "draw", amount: 1 },
        {
          op: "mayDrawToMemoryAndSelfToLineage",
          whenYouDo: [
            {
              op: "unpreventableDamage",
              target: { kind: "champion", who: "you" },
              amount: { count: "curseCardsInYourLineage", per: 2 },
            },
          ],
        },
      ],
    },
  ],
});

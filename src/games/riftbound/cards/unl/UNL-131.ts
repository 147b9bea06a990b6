import { defineCard } from "../types.js";

/**
 * Abandon — Spell, Chaos, 2 Energy. Reaction. The countered spell (601: not played, costs not refunded) goes to its
 * owner's hand instead of their trash (571; a Flow card is still banished, CR 1.4 829.1.b.1). Then [Predict]
 * (CR 1.4 436): look at the top card of your Main Deck, you may recycle it.
 */
export default defineCard({
  code: "UNL-131",
  name: "Abandon",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter a spell. Return it to its owner's hand instead of putting it in their trash.\n[Predict]. (Look at the top card of your Main Deck. You may recycle it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain" } }],
      effects: [
        { op: "counter", what: { target: "spell" }, toHand: true },
        { op: "predict", n: 1 },
      ],
    },
  ],
});

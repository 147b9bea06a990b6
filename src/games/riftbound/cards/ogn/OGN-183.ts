import { defineCard } from "../types.js";

/**
 * Stacked Deck — Spell, Chaos. (On the current ban list, implemented all the same.) The kept card is chosen
 * on resolution from the cards looked at; the rest are recycled (594.5: in random order).
 */
export default defineCard({
  code: "OGN-183",
  name: "Stacked Deck",
  text: "[Action] (Play on your turn or in showdowns.)\nLook at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "lookAt", top: 3, saveAs: "seen" },
        { op: "chooseFromZone", filter: {}, among: "seen", count: 1, saveAs: "kept" },
        { op: "toHand", what: { var: "kept" } },
        { op: "recycle", what: { var: "seen", except: "kept" } },
      ],
    },
  ],
});

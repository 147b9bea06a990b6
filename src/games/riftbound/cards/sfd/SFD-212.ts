import { defineCard } from "../types.js";

/**
 * Minefield — Battlefield. The cards are put into the trash without being looked at (not a discard, 598).
 */
export default defineCard({
  code: "SFD-212",
  name: "Minefield",
  text: "When you conquer here, put the top 2 cards of your Main Deck into your trash.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [{ op: "toZone", what: { topOfMainDeck: 2 }, zone: "trash" }],
    },
  ],
});

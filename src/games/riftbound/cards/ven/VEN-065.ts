import { defineCard } from "../types.js";

/**
 * Swain, Visionary — Unit (Champion), Mind, 6 Energy + 1 Power.
 * [Vision] comes from the card data. The intervening if (CR 1.4 383.2.a.1) reads this turn's played events of your cards.
 */
export default defineCard({
  code: "VEN-065",
  name: "Swain, Visionary",
  text: "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)\nWhen I conquer, if you've played a non-token unit, a non-token gear, and a spell this turn, you score 1 point.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      if: {
        and: [
          { happened: { kind: "played", filter: { player: "you", subject: { type: "unit", token: false } } } },
          { happened: { kind: "played", filter: { player: "you", subject: { type: "gear", token: false } } } },
          { happened: { kind: "played", filter: { player: "you", subject: { type: "spell" } } } },
        ],
      },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Ravenbloom Conservatory — Battlefield. "When you defend here": once per combat, by the defender (620-621).
 */
export default defineCard({
  code: "SFD-215",
  name: "Ravenbloom Conservatory",
  text: "When you defend here, reveal the top card of your Main Deck. If it's a spell, put it in your hand. Otherwise, recycle it.",
  abilities: [
    {
      kind: "triggered",
      on: "defended",
      filter: { here: true },
      batch: true,
      effects: [
        { op: "reveal", top: 1, saveAs: "top" },
        {
          op: "if",
          cond: {
            compare: [
              { countVar: "top", filter: { cardType: "Spell", at: "mainDeck" } },
              { op: ">=", value: 1 },
            ],
          },
          then: [{ op: "toHand", what: { var: "top" } }],
          else: [{ op: "recycle", what: { var: "top" } }],
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Apprentice Smith — Unit, Calm, 2 Energy. "When I move" (608, any move); the revealed card is drawn (591) if it
 * is a gear, otherwise recycled (594).
 */
export default defineCard({
  code: "SFD-041",
  name: "Apprentice Smith",
  text: "When I move, reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      effects: [
        { op: "reveal", top: 1, saveAs: "top" },
        {
          op: "if",
          cond: {
            compare: [
              { countVar: "top", filter: { at: "mainDeck", cardType: "Gear" } },
              { op: ">=", value: 1 },
            ],
          },
          then: [{ op: "toHand", what: { var: "top" }, draw: true }],
          else: [{ op: "recycle", what: { var: "top" } }],
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Altar of Memories — Gear, Order, 2 Energy. "You may exhaust me to" is the trigger's cost (CR 1.4 383.3.b): unpaid,
 * nothing happens. The card put back is chosen from the hand on resolution (not a target) and its owner places it on
 * the top or bottom of their Main Deck (`toMainDeck`, not a recycle); it stays private.
 */
export default defineCard({
  code: "SFD-169",
  name: "Altar of Memories",
  text: "When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on the top or bottom of your Main Deck.",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit", controller: "friendly" } },
      cost: { pay: { exhaustSelf: true } },
      effects: [
        { op: "draw", n: 1 },
        { op: "chooseFromZone", filter: { at: "hand" }, count: 1, saveAs: "card" },
        { op: "toMainDeck", what: { var: "card" }, chooser: "owner" },
      ],
    },
  ],
});

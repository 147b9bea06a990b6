import { defineCard } from "../types.js";

/**
 * Karma, Channeler — Unit (Champion), Order, 6 Energy + 1 Order Power. Vision (printed, 729). Errata (Origins Card
 * Errata): "When you recycle one or more cards to your Main Deck, buff a friendly unit." — runes are not cards
 * (OFAQ-85) and players recycle only their own cards (OFAQ-86).
 */
export default defineCard({
  code: "OGN-235",
  name: "Karma, Channeler",
  text: "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)\nWhen you recycle one or more cards, buff a friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff. Runes aren't cards.)",
  abilities: [
    {
      kind: "triggered",
      // One "recycled" event per recycle action of your cards to your Main Deck (594): "one or more" triggers once.
      on: "recycled",
      filter: { player: "you", data: { to: "mainDeck" } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Void Rush — Spell (Signature, Rek'Sai), Fury + Order, 2 Energy + 1 Power. Errata (Spiritforged errata): the chosen
 * card is banished, then played from banishment for [2] less (the Reinforce pattern, SFAQ-03: unplayable, it stays
 * banished); the other revealed card is drawn (591).
 */
export default defineCard({
  code: "SFD-188",
  name: "Void Rush",
  text: "Reveal the top 2 cards of your Main Deck. You may play one of them, reducing its cost by :rb_energy_2:. Draw any you did not play this way.",
  errata: {
    text: "Reveal the top 2 cards of your Main Deck. You may banish one, then play it, reducing its cost by :rb_energy_2:. Draw any you didn't banish.",
    source: "Spiritforged errata (faq/riftboundoc-errata.json; jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "reveal", top: 2, saveAs: "seen" },
        { op: "chooseFromZone", filter: {}, from: "seen", count: 1, optional: true, saveAs: "card" },
        { op: "banish", what: { var: "card" }, saveAs: "banished" },
        { op: "play", what: { var: "banished" }, discount: { energy: 2 } },
        { op: "toHand", what: { var: "seen", except: "card" }, draw: true },
      ],
    },
  ],
});

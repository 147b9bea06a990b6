import { defineCard } from "../types.js";

/**
 * Void Burrower — Legend (Rek'Sai), Fury + Order. Errata (Spiritforged errata): the chosen card is banished, then
 * played from banishment paying its cost (the Reinforce pattern, SFAQ-03: unplayable, it stays banished). "You may
 * exhaust me to" is the trigger's cost (CR 1.4 383.3.b).
 */
export default defineCard({
  code: "SFD-187",
  name: "Void Burrower",
  text: "When you conquer, you may exhaust me to reveal the top 2 cards of your Main Deck. You may play one. Then recycle the rest.",
  errata: {
    text: "When you conquer, you may exhaust me to reveal the top 2 cards of your Main Deck. You may banish one, then play it. Recycle the rest.",
    source: "Spiritforged errata (faq/riftboundoc-errata.json; jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you" },
      cost: { pay: { exhaustSelf: true } },
      effects: [
        { op: "reveal", top: 2, saveAs: "seen" },
        { op: "chooseFromZone", filter: {}, from: "seen", count: 1, optional: true, saveAs: "card" },
        { op: "banish", what: { var: "card" }, saveAs: "banished" },
        { op: "play", what: { var: "banished" } },
        { op: "recycle", what: { var: "seen", except: "card" } },
      ],
    },
  ],
});

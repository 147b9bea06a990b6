import { defineCard } from "../types.js";

/**
 * Rek'Sai, Swarm Queen — Unit (Champion), Order, 5 Energy + 1 Power. Errata (Spiritforged errata): the chosen card is
 * banished, then played from banishment paying its cost (the Reinforce pattern, SFAQ-03: unplayable, it stays
 * banished); a unit may be played to her battlefield (`unitTo: "here"`, even into the combat) or where units may
 * normally be played.
 */
export default defineCard({
  code: "SFD-170",
  name: "Rek'Sai, Swarm Queen",
  text: "When I attack, you may reveal the top 2 cards of your Main Deck. You may play one. Then recycle the rest. If the played card is a unit, you may play it here.",
  errata: {
    text: "When I attack, you may reveal the top 2 cards of your Main Deck. You may banish one, then play it. If it is a unit, you may play it here. Recycle the rest.",
    source: "Spiritforged errata (faq/riftboundoc-errata.json; jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      effects: [
        {
          op: "may",
          prompt: "Reveal the top 2 cards of your Main Deck?",
          then: [
            { op: "reveal", top: 2, saveAs: "seen" },
            { op: "chooseFromZone", filter: {}, from: "seen", count: 1, optional: true, saveAs: "card" },
            { op: "banish", what: { var: "card" }, saveAs: "banished" },
            // The banished card, if it is a unit (a forced pick among one card, not a choice).
            { op: "chooseFromZone", filter: { cardType: "Unit" }, from: "banished", count: 1, saveAs: "unit" },
            {
              op: "if",
              cond: { varNonEmpty: "unit" },
              then: [
                {
                  op: "may",
                  prompt: "Play it here?",
                  then: [{ op: "play", what: { var: "banished" }, unitTo: "here" }],
                  else: [{ op: "play", what: { var: "banished" } }],
                },
              ],
              else: [{ op: "play", what: { var: "banished" } }],
            },
            { op: "recycle", what: { var: "seen", except: "card" } },
          ],
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Insightful Investigator — Unit, Chaos, 3 Energy. The opponent is chosen on resolution (asked only with several);
 * their hand is revealed (600). "You may pay 2 XP to … If you do" is a `may` with an XP cost (CR 1.4 730.2): the
 * card is then chosen, discarded by its owner (598) and that player draws 1 (591).
 */
export default defineCard({
  code: "UNL-135",
  name: "Insightful Investigator",
  text: "When you play me, choose an opponent. They reveal their hand. You may pay 2 XP to choose a card from their hand. If you do, they discard that card and draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "chooseOpponent", saveAs: "them" },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "reveal", what: { all: { at: "hand" } }, saveAs: "hand" },
        { op: "actAs", seat: null },
        {
          op: "may",
          prompt: "Pay 2 XP to choose a card from their hand?",
          cost: { spendXp: 2 },
          then: [
            { op: "chooseFromZone", filter: {}, among: "hand", count: 1, saveAs: "card" },
            { op: "discard", n: 1, what: { var: "card" } },
            { op: "draw", n: 1, who: { var: "them" } },
          ],
        },
      ],
    },
  ],
});

import { defineCard, opponentRevealsHandChooseCard } from "../types.js";

/**
 * Mindsplitter — Unit, Chaos. The opponent is chosen as the trigger resolves (asked only with several); they reveal
 * their hand (600), its controller chooses one of the revealed cards, and that card's owner discards it (598).
 */
export default defineCard({
  code: "OGN-192",
  name: "Mindsplitter",
  text: "When you play me, choose an opponent. They reveal their hand. Choose a card from it, and they discard that card.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [...opponentRevealsHandChooseCard(), { op: "discard", n: 1, what: { var: "card" } }],
    },
  ],
});

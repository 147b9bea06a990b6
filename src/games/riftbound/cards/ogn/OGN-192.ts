import { defineCard } from "../types.js";

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
      effects: [
        { op: "chooseOpponent", saveAs: "them" },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "reveal", what: { all: { at: "hand" } }, saveAs: "hand" },
        { op: "actAs", seat: null },
        { op: "chooseFromZone", filter: {}, among: "hand", count: 1, saveAs: "card" },
        { op: "discard", n: 1, what: { var: "card" } },
      ],
    },
  ],
});

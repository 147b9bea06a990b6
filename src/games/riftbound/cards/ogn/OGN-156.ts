import { defineCard } from "../types.js";

/** Sabotage — Spell, Body, 1 Energy + 1 Body Power. */
export default defineCard({
  code: "OGN-156",
  name: "Sabotage",
  text: "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card.",
  abilities: [
    {
      kind: "spell",
      // The opponent is chosen on resolution (asked only with several, 646-648), the card too: not targets (559.3).
      effects: [
        { op: "chooseOpponent", saveAs: "them" },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "reveal", what: { all: { at: "hand" } }, saveAs: "hand" },
        { op: "actAs", seat: null },
        // Non-unit: a hand holds only units, spells and gear (main-deck cards, 104).
        {
          op: "chooseFromZone",
          filter: { anyOf: [{ cardType: "Spell" }, { cardType: "Gear" }] },
          among: "hand",
          count: 1,
          saveAs: "card",
        },
        { op: "recycle", what: { var: "card" } },
      ],
    },
  ],
});

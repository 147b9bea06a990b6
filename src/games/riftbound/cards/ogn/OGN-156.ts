import { defineCard } from "../types.js";

/** Sabotage — Spell, Body, 1 Energy + 1 Body Power. */
export default defineCard({
  code: "OGN-156",
  name: "Sabotage",
  text: "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card.",
  abilities: [
    {
      kind: "spell",
      // In a duel the opponent is the only choice (644). The card is chosen on resolution, not a target (559.3).
      effects: [
        { op: "reveal", zone: "hand", who: "opponent" },
        {
          op: "chooseFromZone",
          // Non-unit: a hand holds only units, spells and gear (main-deck cards, 104).
          filter: {
            at: "hand",
            owner: "opponent",
            anyOf: [
              { at: "hand", owner: "opponent", cardType: "Spell" },
              { at: "hand", owner: "opponent", cardType: "Gear" },
            ],
          },
          count: 1,
          saveAs: "card",
        },
        { op: "recycle", what: { var: "card" } },
      ],
    },
  ],
});

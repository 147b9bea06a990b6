import { defineCard } from "../types.js";

/**
 * Keeper's Verdict — Spell (Signature, Poppy), Body + Order, 2 Energy + 2 Power. [Action] printed. The enemy unit is
 * chosen as it is played (559.3); on resolution its owner chooses top or bottom of their Main Deck (`toMainDeck`).
 */
export default defineCard({
  code: "UNL-204",
  name: "Keeper's Verdict",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose an enemy unit at a battlefield. Its owner places it on the top or bottom of their Main Deck.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "battlefield" } }],
      effects: [{ op: "toMainDeck", what: { target: "unit" }, chooser: "owner" }],
    },
  ],
});

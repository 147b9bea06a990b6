import { defineCard } from "../types.js";

/**
 * Factory Recall — Spell, Chaos, 1 Energy. Action. To its owner's hand (609.2).
 */
export default defineCard({
  code: "SFD-135",
  name: "Factory Recall",
  text: "[Action] (Play on your turn or in showdowns.)\nReturn a gear to its owner's hand.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "gear", filter: { type: "gear" } }],
      effects: [{ op: "returnToHand", what: { target: "gear" } }],
    },
  ],
});

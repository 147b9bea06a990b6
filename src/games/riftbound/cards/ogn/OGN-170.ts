import { defineCard } from "../types.js";

/** Morbid Return — Spell, Chaos, 2 Energy. Action. Returns a unit card from your trash to your hand. */
export default defineCard({
  code: "OGN-170",
  name: "Morbid Return",
  text: "[Action] (Play on your turn or in showdowns.)\nReturn a unit from your trash to your hand.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "card", filter: { at: "trash", cardType: "Unit" } }],
      effects: [{ op: "toHand", what: { target: "card" } }],
    },
  ],
});

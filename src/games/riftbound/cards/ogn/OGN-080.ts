import { defineCard } from "../types.js";

/** Mystic Reversal — Spell, Calm, 4 Energy + 3 Calm Power. Reaction (printed). */
export default defineCard({
  code: "OGN-080",
  name: "Mystic Reversal",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGain control of a spell. You may make new choices for it.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain" } }],
      effects: [{ op: "gainControl", what: { target: "spell" }, newChoices: true }],
    },
  ],
});

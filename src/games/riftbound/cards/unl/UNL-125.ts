import { defineCard } from "../types.js";

/**
 * Lunar Boon — Spell, Chaos, 3 Energy.
 * Reaction printed.
 */
export default defineCard({
  code: "UNL-125",
  name: "Lunar Boon",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nDiscard 1, then draw 2.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "discard", n: 1 },
        { op: "draw", n: 2 },
      ],
    },
  ],
});

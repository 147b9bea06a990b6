import { defineCard } from "../types.js";

/**
 * Premonition — Spell, Mind, 2 Energy + 3 Mind. Reaction.
 */
export default defineCard({
  code: "SFD-087",
  name: "Premonition",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nDraw 3.",
  abilities: [{ kind: "spell", effects: [{ op: "draw", n: 3 }] }],
});

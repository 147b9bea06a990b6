import { defineCard } from "../types.js";

/** Progress Day — Spell, Mind, 6 Energy + 1 Power. */
export default defineCard({
  code: "OGN-114",
  name: "Progress Day",
  text: "Draw 4.",
  abilities: [{ kind: "spell", effects: [{ op: "draw", n: 4 }] }],
});

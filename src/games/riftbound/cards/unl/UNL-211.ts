import { defineCard } from "../types.js";

/**
 * Forgotten Library — Battlefield. Not run yet: needs "energy spent on a spell" (owned by the unla helper; not in main yet). Deck validation refuses it (`unsupported`).
 */
export default defineCard({
  code: "UNL-211",
  name: "Forgotten Library",
  text: "While you control this battlefield, when you play a spell, if you spent :rb_energy_4: or more, [Predict]. (Look at the top card of your Main Deck. You may recycle it.)",
  unsupported: 'needs "energy spent on a spell" (owned by the unla helper; not in main yet)',
  abilities: [],
});

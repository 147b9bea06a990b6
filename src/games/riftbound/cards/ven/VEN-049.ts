import { defineCard } from "../types.js";

/**
 * Dredge Up — Spell, Mind, 2 Energy.
 * [Flow] [2] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-049",
  name: "Dredge Up",
  text: "Draw 1.\n[Flow] :rb_energy_2: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    { kind: "spell", effects: [{ op: "draw", n: 1 }] },
    { kind: "passive", passive: { kind: "flow", energy: 2 } },
  ],
});

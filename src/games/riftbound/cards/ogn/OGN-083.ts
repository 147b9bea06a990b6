import { defineCard } from "../types.js";

/** Consult the Past — Spell, Mind, 4 Energy. Hidden, Reaction. */
export default defineCard({
  code: "OGN-083",
  name: "Consult the Past",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Reaction] (Play any time, even before spells and abilities resolve.)\nDraw 2.",
  abilities: [{ kind: "spell", effects: [{ op: "draw", n: 2 }] }],
});

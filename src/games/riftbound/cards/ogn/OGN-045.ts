import { defineCard } from "../types.js";

/** Defy — Spell, Calm, 1 Energy + 1 Power. Reaction. "No more than [A]" is one Power. */
export default defineCard({
  code: "OGN-045",
  name: "Defy",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter a spell that costs no more than :rb_energy_4: and no more than :rb_rune_rainbow:.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain", maxEnergy: 4, maxPower: 1 } }],
      effects: [{ op: "counter", what: { target: "spell" } }],
    },
  ],
});

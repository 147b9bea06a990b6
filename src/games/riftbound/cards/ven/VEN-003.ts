import { defineCard } from "../types.js";

/**
 * Brittle Steel — Spell, Fury, 2 Energy + 1 Power.
 * [Flow] [4][Fury] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-003",
  name: "Brittle Steel",
  text: "Kill a gear.\n[Flow] :rb_energy_4::rb_rune_fury: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "gear", filter: { type: "gear" } }],
      effects: [{ op: "kill", what: { target: "gear" } }],
    },
    { kind: "passive", passive: { kind: "flow", energy: 4, power: ["Fury"] } },
  ],
});

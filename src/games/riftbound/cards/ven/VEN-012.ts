import { defineCard } from "../types.js";

/**
 * Perfect Execution — Spell, Fury, 3 Energy + 1 Power.
 * [Flow] [3][Fury]: playable from the trash for that cost, then banished (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-012",
  name: "Perfect Execution",
  text: "Ready a unit and give it [Assault 3] this turn. (+3 :rb_might: while it's an attacker.)\n[Flow] :rb_energy_3::rb_rune_fury: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "ready", what: { target: "unit" } },
        { op: "keyword", what: { target: "unit" }, keyword: "Assault 3", duration: "turn" },
      ],
    },
    { kind: "passive", passive: { kind: "flow", energy: 3, power: ["Fury"] } },
  ],
});

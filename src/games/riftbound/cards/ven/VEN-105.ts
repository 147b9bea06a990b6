import { defineCard } from "../types.js";

/**
 * Twilight Step — Spell, Chaos, 2 Energy + 1 Power.
 * The destination is chosen as it resolves (moveChoose, as Charm). [Flow] [4][Chaos] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-105",
  name: "Twilight Step",
  text: "Move a unit with 3 :rb_might: or less.\n[Flow] :rb_energy_4::rb_rune_chaos: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", maxMight: 3 } }],
      effects: [{ op: "moveChoose", what: { target: "unit" } }],
    },
    { kind: "passive", passive: { kind: "flow", energy: 4, power: ["Chaos"] } },
  ],
});

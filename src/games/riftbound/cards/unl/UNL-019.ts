import { defineCard } from "../types.js";

/**
 * Blighted Battleaxe — Gear, Fury, 4 Energy.
 * Equipment, Might Bonus +4 (printed, CR 1.4 137.3); its text is only [Equip].
 */
export default defineCard({
  code: "UNL-019",
  name: "Blighted Battleaxe",
  text: "[Equip] :rb_energy_1::rb_rune_fury: (:rb_energy_1::rb_rune_fury:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { energy: 1, power: 1, powerDomain: "Fury" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

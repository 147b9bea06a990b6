import { defineCard } from "../types.js";

/**
 * Blade of the Ruined King — Gear (Equipment), Order, 3 Energy + 1 Order. Equip cost "[Order], Kill a friendly unit"
 * (CR 1.4 818; the unit killed is named by `costCards`). Weaponmaster does not offer Equip costs with a kill
 * (docs/rules-decisions.md).
 */
export default defineCard({
  code: "SFD-178",
  name: "Blade of the Ruined King",
  text: "[Equip] — :rb_rune_order:, Kill a friendly unit (Pay the cost: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Order], Kill a friendly unit: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Order", kill: { type: "unit", controller: "friendly" } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

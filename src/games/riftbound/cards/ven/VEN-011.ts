import { defineCard } from "../types.js";

/**
 * Pendulum Blade — Gear, Fury, 3 Energy.
 * Equipment (Might Bonus from the card data, CR 1.4 137.3). [Equip] [Fury] (CR 1.4 818.1.c.2).
 */
export default defineCard({
  code: "VEN-011",
  name: "Pendulum Blade",
  text: "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      cost: { power: 1, powerDomain: "Fury" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

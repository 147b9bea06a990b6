import { defineCard } from "../types.js";

/**
 * B.F. Sword — Gear (Equipment), Order, 4 Energy. Might Bonus +3 (CR 1.4 137.3).
 */
export default defineCard({
  code: "SFD-161",
  name: "B.F. Sword",
  text: "[Equip] :rb_rune_order: (:rb_rune_order:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Order rune]: Attach this to a unit you control." Without [Reaction]: own turn, open state.
      cost: { power: 1, powerDomain: "Order" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

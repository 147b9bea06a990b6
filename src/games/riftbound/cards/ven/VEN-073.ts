import { defineCard } from "../types.js";

/**
 * Jagged Cutlass — Gear, Body, 3 Energy.
 * Equipment (Might Bonus from the card data, CR 1.4 137.3). "Equip [Body]" is the Equip ability (CR 1.4 818.1.c.2).
 */
export default defineCard({
  code: "VEN-073",
  name: "Jagged Cutlass",
  text: "Equip :rb_rune_body: (:rb_rune_body:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      cost: { power: 1, powerDomain: "Body" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

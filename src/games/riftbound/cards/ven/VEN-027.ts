import { defineCard } from "../types.js";

/**
 * Hand Hammer — Gear, Calm, 2 Energy.
 * Equipment (Might Bonus from the card data, CR 1.4 137.3). [Equip] [Calm] (CR 1.4 818.1.c.2).
 */
export default defineCard({
  code: "VEN-027",
  name: "Hand Hammer",
  text: "[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      cost: { power: 1, powerDomain: "Calm" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Doran's Blade — Gear (Equipment), Body, 2 Energy. Might Bonus +2 (CR 1.4 137.3).
 */
export default defineCard({
  code: "SFD-095",
  name: "Doran's Blade",
  text: "[Equip] :rb_rune_body: (:rb_rune_body:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Body rune]: Attach this to a unit you control." Without [Reaction]: own turn, open state.
      cost: { power: 1, powerDomain: "Body" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

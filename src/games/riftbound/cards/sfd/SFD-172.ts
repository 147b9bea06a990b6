import { defineCard } from "../types.js";

/**
 * Sacred Shears — Gear (Equipment), Order, 2 Energy + 1 Order. Might Bonus +1; Effect Text (CR 1.4 136.2):
 * "[Deathknell] — Draw 1.", the equipped unit's Deathknell (looked back at as it died, 720.1.d).
 */
export default defineCard({
  code: "SFD-172",
  name: "Sacred Shears",
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
    {
      kind: "triggered",
      attached: true,
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});

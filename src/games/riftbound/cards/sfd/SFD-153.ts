import { defineCard } from "../types.js";

/**
 * Eye of the Herald — Gear (Equipment), Order, 1 Energy. Equip [Order] (CR 1.4 818); Effect Text "When I move, play a
 * 1 Might Recruit unit token here" is the equipped unit's (CR 1.4 434.1.c: "I", "here" are the unit).
 */
export default defineCard({
  code: "SFD-153",
  name: "Eye of the Herald",
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
      on: "moved",
      filter: { self: true },
      effects: [{ op: "token", token: "Recruit", n: 1, at: "here" }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Long Sword — Gear (Equipment), Fury, 2 Energy + 1 Fury. Quick-Draw (CR 1.4 819): Reaction timing (819.1.b) and
 * "When you play this, attach it to a unit you control." Might Bonus +2.
 */
export default defineCard({
  code: "SFD-022",
  name: "Long Sword",
  text: "[Quick-Draw] (This has [Reaction]. When you play it, attach it to a unit you control.)\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Fury rune]: Attach this to a unit you control." Without [Reaction]: own turn, open state.
      cost: { power: 1, powerDomain: "Fury" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

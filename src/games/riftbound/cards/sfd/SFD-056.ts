import { defineCard } from "../types.js";

/**
 * Sterak's Gage — Gear (Equipment), Calm. Quick-Draw (CR 1.4 819); Might Bonus +3.
 */
export default defineCard({
  code: "SFD-056",
  name: "Sterak's Gage",
  text: "[Quick-Draw] (This has [Reaction]. When you play it, attach it to a unit you control.)\n[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "triggered",
      // CR 1.4 819.1.d: Quick-Draw — "When you play this, attach it to a unit you control."
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Calm" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});

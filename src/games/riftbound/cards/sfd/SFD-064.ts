import { defineCard } from "../types.js";

/**
 * Cloth Armor — Gear (Equipment), Mind. Effect Text (CR 1.4 136.2): [Shield 2]; Quick-Draw (CR 1.4 819); Might Bonus +0.
 */
export default defineCard({
  code: "SFD-064",
  name: "Cloth Armor",
  text: "[Quick-Draw] (This has [Reaction]. When you play it, attach it to a unit you control.)\n[Equip] :rb_rune_mind: (:rb_rune_mind:: Attach this to a unit you control.)",
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
      cost: { power: 1, powerDomain: "Mind" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "keyword", keyword: "Shield 2" } },
  ],
});

import { defineCard } from "../types.js";

/**
 * Hexdrinker — Gear (Equipment), Body. Effect Text (CR 1.4 136.2): [Deflect]; Might Bonus +1.
 */
export default defineCard({
  code: "SFD-102",
  name: "Hexdrinker",
  text: "[Equip] :rb_rune_body: (:rb_rune_body:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Body" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "keyword", keyword: "Deflect" } },
  ],
});

import { defineCard } from "../types.js";

/**
 * Boots of Swiftness — Gear (Equipment), Chaos. Effect Text (CR 1.4 136.2): [Ganking]; Might Bonus +2.
 */
export default defineCard({
  code: "SFD-133",
  name: "Boots of Swiftness",
  text: "[Equip] :rb_rune_chaos: (:rb_rune_chaos:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Chaos" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "keyword", keyword: "Ganking" } },
  ],
});

import { defineCard } from "../types.js";

/**
 * Doran's Shield — Gear (Equipment), Calm. Effect Text (CR 1.4 136.2): [Tank]; Might Bonus +1.
 */
export default defineCard({
  code: "SFD-033",
  name: "Doran's Shield",
  text: "[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Calm" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "keyword", keyword: "Tank" } },
  ],
});

import { defineCard } from "../types.js";

/**
 * Serrated Dirk — Gear (Equipment), Fury. Effect Text (CR 1.4 136.2): [Assault 2], a keyword of the equipped unit; Might Bonus +0.
 */
export default defineCard({
  code: "SFD-009",
  name: "Serrated Dirk",
  text: "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Fury" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "keyword", keyword: "Assault 2" } },
  ],
});

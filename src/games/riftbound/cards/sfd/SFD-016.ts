import { defineCard } from "../types.js";

/**
 * Recurve Bow — Gear (Equipment), Fury. Effect Text (CR 1.4 136.2): "When I attack or defend, deal 2 to an enemy unit here."; Might Bonus +0.
 */
export default defineCard({
  code: "SFD-016",
  name: "Recurve Bow",
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
    {
      kind: "triggered",
      attached: true,
      on: ["attacked", "defended"],
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "damage", amount: 2, to: { target: "enemy" } }],
    },
  ],
});

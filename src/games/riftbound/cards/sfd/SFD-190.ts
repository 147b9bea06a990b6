import { defineCard } from "../types.js";

/**
 * Forgefire Cape — Gear (Equipment, Signature), Calm + Mind, 4 Energy + 2. [Unique] is a deck rule (CR 1.4 825.3.a).
 * Effect Text (CR 1.4 136.2): "When I attack or defend, deal 2 to all enemy units here."; Might Bonus +3.
 */
export default defineCard({
  code: "SFD-190",
  name: "Forgefire Cape",
  text: "[Unique] (Your deck can have only 1 card with this name.)\n[Equip] :rb_rune_rainbow: (:rb_rune_rainbow:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[A]: Attach this to a unit you control."
      cost: { power: 1 },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: ["attacked", "defended"],
      filter: { self: true },
      effects: [{ op: "damage", amount: 2, to: { all: { type: "unit", controller: "enemy", at: "here" } } }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Renekton, Rage Fueled — Unit (Champion), Fury, 6 Energy.
 * [Accelerate] comes from the card data. "If you control 4 or fewer runes" is an intervening if (CR 1.4 383.2.a.1).
 */
export default defineCard({
  code: "VEN-019",
  name: "Renekton, Rage Fueled",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\nWhen I attack, if you control 4 or fewer runes, deal 2 to all enemy units here.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      if: { compare: [{ count: { type: "rune", controller: "friendly" } }, { op: "<=", value: 4 }] },
      effects: [{ op: "damage", amount: 2, to: { all: { type: "unit", controller: "enemy", at: "here" } } }],
    },
  ],
});

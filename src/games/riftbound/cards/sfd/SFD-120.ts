import { defineCard } from "../types.js";

/**
 * Sivir, Ambitious — Unit (Champion), Body, 6 Energy + 3 Body. Deflect 2 is printed. Like Tryndamere, Barbarian: the
 * conquest after combat carries the excess damage its controller assigned (intervening "if", CR 1.4 383.2.a.1); "you
 * may" is up to one enemy unit, chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "SFD-120",
  name: "Sivir, Ambitious",
  text: "[Deflect 2] (Opponents must pay :rb_rune_rainbow::rb_rune_rainbow: to choose me with a spell or Ability.)\nWhen I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you may deal that much to an enemy unit.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true, data: { afterCombat: true } },
      if: { compare: [{ eventData: "excessDamage" }, { op: ">=", value: 5 }] },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" }, upTo: true }],
      effects: [{ op: "damage", amount: { eventData: "excessDamage" }, to: { target: "enemy" } }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Conscription — Spell, Chaos, 5 Energy + 2 Chaos. The optional additional cost spends 5 XP (CR 1.4 730.2,
 * `optional: ["xp"]`); the choice made as it is played depends on it (560.4.d.1): an enemy unit at a battlefield with
 * 3 Might or less, or, paid, any enemy unit at a battlefield. Then control (CR 1.4 750-755), exhaust (592), recall
 * (616: to its new controller's base, not a move).
 */
export default defineCard({
  code: "UNL-140",
  name: "Conscription",
  text: "You may spend 5 XP as an additional cost to play this.\nChoose an enemy unit at a battlefield with 3 :rb_might: or less. If you paid the additional cost, choose any enemy unit at a battlefield instead. Take control of it, exhaust it, and recall it.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "xp", xp: 5 } },
    {
      kind: "spell",
      targets: [
        {
          id: "small",
          when: { not: { paidOptional: "xp" } },
          filter: { type: "unit", controller: "enemy", at: "battlefield", maxMight: 3 },
        },
        { id: "any", when: { paidOptional: "xp" }, filter: { type: "unit", controller: "enemy", at: "battlefield" } },
      ],
      effects: [
        // "It" after control changed: the unit taken (no longer an enemy, so no longer matching the target filter).
        { op: "gainControl", what: { target: "small" }, saveAs: "takenSmall" },
        { op: "gainControl", what: { target: "any" }, saveAs: "takenAny" },
        { op: "exhaust", what: { var: "takenSmall" } },
        { op: "exhaust", what: { var: "takenAny" } },
        { op: "recall", what: { var: "takenSmall" } },
        { op: "recall", what: { var: "takenAny" } },
      ],
    },
  ],
});

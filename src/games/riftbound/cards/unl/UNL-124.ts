import { defineCard } from "../types.js";

/**
 * Isolate — Spell, Chaos, 2 Energy. The enemy unit at a battlefield is the target (559.3); "that battlefield" is the
 * one it left, saved before the move; "an enemy unit alone" there is read after it (CR 1.4 740.2.a).
 */
export default defineCard({
  code: "UNL-124",
  name: "Isolate",
  text: "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" } }],
      effects: [
        { op: "moveToBase", what: { target: "enemy" }, fromAs: "there" },
        { op: "if", cond: { unitAloneAt: "there", controller: "enemy" }, then: [{ op: "draw", n: 1 }] },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Smite — Spell, Fury, 2 Energy + 1 Fury. [Action] is printed. "If it would die this turn, banish it instead" is a
 * created death replacement about the damaged unit for the rest of the turn (CR 1.4 370.1.b, 603): lethal damage
 * kills at the next cleanup, after the replacement exists, and a later death this turn is banished too.
 */
export default defineCard({
  code: "UNL-007",
  name: "Smite",
  text: "[Action] (Play on your turn or in showdowns.)\nDeal 3 to a unit at a battlefield. If it would die this turn, banish it instead.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        { op: "damage", amount: 3, to: { target: "unit" } },
        { op: "replaceNextDeath", what: { target: "unit" }, with: "banish" },
      ],
    },
  ],
});

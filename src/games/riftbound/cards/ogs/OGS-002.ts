import { defineCard } from "../types.js";

/** Firestorm — Spell, Fury, 6 Energy + 1 Fury. The battlefield is chosen when it is played (559.3, 163.7). */
export default defineCard({
  code: "OGS-002",
  name: "Firestorm",
  text: "Deal 3 to all enemy units at a battlefield.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "bf", filter: {}, battlefield: true }],
      effects: [
        {
          op: "damage",
          amount: 3,
          to: { all: { type: "unit", controller: "enemy", at: "battlefield" }, atTarget: "bf" },
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/** Discipline — Spell, Calm, 2 Energy. Reaction. */
export default defineCard({
  code: "OGN-058",
  name: "Discipline",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit +2 :rb_might: this turn. Draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: 2, duration: "turn" },
        { op: "draw", n: 1 },
      ],
    },
  ],
});

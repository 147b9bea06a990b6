import { defineCard } from "../types.js";

/** Stupefy — Spell, Mind, 1 Energy. Reaction. */
export default defineCard({
  code: "OGN-095",
  name: "Stupefy",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit -1 :rb_might: this turn, to a minimum of 1 :rb_might:. Draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: -1, duration: "turn", min: 1 },
        { op: "draw", n: 1 },
      ],
    },
  ],
});

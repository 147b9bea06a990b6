import { defineCard } from "../types.js";

/** Smoke Screen — Spell, Mind, 2 Energy + 1 Power. Reaction. */
export default defineCard({
  code: "OGN-093",
  name: "Smoke Screen",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit -4 :rb_might: this turn, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -4, duration: "turn", min: 1 }],
    },
  ],
});

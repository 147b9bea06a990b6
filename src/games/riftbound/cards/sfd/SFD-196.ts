import { defineCard } from "../types.js";

/**
 * Defiant Dance — Spell, Calm + Chaos, 1 Energy + 1. Reaction. Two different units (559.3).
 */
export default defineCard({
  code: "SFD-196",
  name: "Defiant Dance",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit +2 :rb_might: this turn and another unit -2 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "up", filter: { type: "unit" } },
        { id: "down", filter: { type: "unit" }, distinctFrom: "up" },
      ],
      effects: [
        { op: "might", what: { target: "up" }, amount: 2, duration: "turn" },
        { op: "might", what: { target: "down" }, amount: -2, duration: "turn" },
      ],
    },
  ],
});

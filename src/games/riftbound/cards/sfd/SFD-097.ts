import { defineCard } from "../types.js";

/**
 * Punch First — Spell, Body, 1 Energy + 2 Body. Action.
 */
export default defineCard({
  code: "SFD-097",
  name: "Punch First",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a unit +5 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 5, duration: "turn" }],
    },
  ],
});

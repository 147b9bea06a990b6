import { defineCard } from "../types.js";

/** Primal Strength — Spell, Body, 4 Energy + 1 Body Power. Action. */
export default defineCard({
  code: "OGN-154",
  name: "Primal Strength",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a unit +7 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 7, duration: "turn" }],
    },
  ],
});

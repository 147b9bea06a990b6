import { defineCard } from "../types.js";

/**
 * Moonlight Affliction — Spell, Mind, 7 Energy.
 * Reaction printed.
 */
export default defineCard({
  code: "UNL-066",
  name: "Moonlight Affliction",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit -10 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -10, duration: "turn" }],
    },
  ],
});

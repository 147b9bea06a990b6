import { defineCard } from "../types.js";

/**
 * Eclipse — Spell, Mind, 3 Energy.
 * Reaction printed. [Predict] is Predict 1 (CR 1.4 436.3.a).
 */
export default defineCard({
  code: "UNL-063",
  name: "Eclipse",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit -4 :rb_might: this turn.\n[Predict]. (Look at the top card of your Main Deck. You may recycle it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: -4, duration: "turn" },
        { op: "predict", n: 1 },
      ],
    },
  ],
});

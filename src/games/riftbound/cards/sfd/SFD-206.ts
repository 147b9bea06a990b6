import { defineCard } from "../types.js";

/**
 * Riposte — Spell (Signature), Body + Order, 2 Energy + 2. Reaction. The spell's printed Energy cost (SFAQ-15) is
 * read before it is countered (both happen in this one resolution).
 */
export default defineCard({
  code: "SFD-206",
  name: "Riposte",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit and a spell. Counter that spell and give that unit +:rb_might: equal to that spell's Energy cost this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly" } },
        { id: "spell", filter: { type: "spell", at: "chain" } },
      ],
      effects: [
        { op: "might", what: { target: "unit" }, amount: { energyOf: { target: "spell" } }, duration: "turn" },
        { op: "counter", what: { target: "spell" } },
      ],
    },
  ],
});

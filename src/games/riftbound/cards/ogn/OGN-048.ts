import { defineCard } from "../types.js";

/** Meditation — Spell, Calm, 2 Energy. Reaction. Optional additional cost: exhaust a friendly unit (560.2.b). */
export default defineCard({
  code: "OGN-048",
  name: "Meditation",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nAs an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "exhaust" } },
    {
      kind: "spell",
      effects: [
        {
          op: "if",
          cond: { paidOptional: "exhaust" }, // 560.4.d.1
          then: [{ op: "draw", n: 2 }],
          else: [{ op: "draw", n: 1 }],
        },
      ],
    },
  ],
});

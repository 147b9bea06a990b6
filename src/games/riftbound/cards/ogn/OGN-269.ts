import { defineCard } from "../types.js";

/**
 * The Boss — Legend (Sett), Body/Order. Showcase printing OGN-310 shares this script.
 * Errata ⓔ (OFAQ-70): "If a buffed unit you control would die, you may pay [A], exhaust me, and spend its buff to
 * heal it, exhaust it, and recall it instead." — a replacement (571-575), not a trigger; healing it keeps lethal
 * damage from killing it again. [A] is one Power of any domain (vocabulary-plan §5.11).
 */
export default defineCard({
  code: "OGN-269",
  name: "The Boss",
  text: "When a buffed unit you control would die, you may pay :rb_rune_rainbow: and exhaust me to spend its buff and recall it exhausted instead. (Send it to base. This isn't a move.)\nWhen you conquer, ready me.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "replace",
        event: "died",
        filter: { subject: { type: "unit", controller: "friendly", state: ["buffed"] } },
        optional: true,
        prompt:
          "The Boss: pay 1 Power and exhaust The Boss to spend the unit's buff, heal, exhaust and recall it instead?",
        cost: { power: 1, exhaustSelf: true },
        // Spending its buff is part of the cost; the unit is buffed (the filter), so it can always be paid.
        with: [
          { op: "spendBuff", what: { event: "object" } },
          { op: "heal", what: { event: "object" } },
          { op: "exhaust", what: { event: "object" } },
          { op: "recall", what: { event: "object" } },
        ],
      },
    },
    // "When you conquer" (630.1).
    { kind: "triggered", on: "conquered", filter: { player: "you" }, effects: [{ op: "ready", what: { self: true } }] },
  ],
});

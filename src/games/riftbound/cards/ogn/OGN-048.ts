import { defineCard } from "../types.js";

/** Meditation — Spell, Calm, 2 Energy. Reaction. */
export default defineCard({
  code: "OGN-048",
  name: "Meditation",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nAs an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1.",
  abilities: [{ kind: "passive", passive: { kind: "optionalExhaustFriendlyDraw" } }],
  unsupported:
    "'If you do, draw 2. Otherwise, draw 1.': no Condition reads whether the optional additional cost (exhaust a friendly unit) was paid; the chain item records it in paidOptional but effects cannot consult it.",
});

import { defineCard } from "../types.js";

/**
 * Siphoning Strike — Spell, Calm/Mind, 4 Energy.
 * The rune count is read on resolution; "When it dies this turn" is a delayed trigger about the chosen unit (CR 1.4
 * 389-392), created whether or not this damage kills it.
 */
export default defineCard({
  code: "VEN-146",
  name: "Siphoning Strike",
  text: "Deal 4 to a unit at a battlefield. If you control 7 or more runes, deal 7 to it instead. When it dies this turn, channel 1 rune exhausted.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          once: true,
          about: { target: "unit" },
          trigger: { on: "died", effects: [{ op: "channel", n: 1, exhausted: true }] },
        },
        {
          op: "if",
          cond: { compare: [{ count: { type: "rune", controller: "friendly" } }, { op: ">=", value: 7 }] },
          then: [{ op: "damage", amount: 7, to: { target: "unit" } }],
          else: [{ op: "damage", amount: 4, to: { target: "unit" } }],
        },
      ],
    },
  ],
});

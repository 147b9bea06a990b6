import { defineCard } from "../types.js";

/**
 * Deadly Flourish — Spell, Mind, 4 Energy. "When it dies this turn" is a delayed trigger about the chosen unit
 * (CR 1.4 389-392); the Gold gear token (CR 1.4 187) is played exhausted to its controller's base.
 */
export default defineCard({
  code: "UNL-073",
  name: "Deadly Flourish",
  text: 'Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted. (It has "[Reaction][>] Kill this, :rb_exhaust:: [Add] :rb_rune_rainbow:.")',
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy" } }],
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          about: { target: "unit" },
          trigger: { on: "died", effects: [{ op: "token", token: "Gold", n: 1, at: "base" }] },
        },
        { op: "damage", amount: 3, to: { target: "unit" } },
      ],
    },
  ],
});

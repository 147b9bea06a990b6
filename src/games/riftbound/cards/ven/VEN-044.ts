import { defineCard } from "../types.js";

/**
 * Astral Heron — Unit, Calm, 7 Energy. "When you play your first card each turn": the first `played` event of its
 * controller this turn (`limit`, counted over the turn's record, 583; a spell's play is recorded as it resolves,
 * 543.2), with the intervening "if I'm at a battlefield" (CR 1.4 383.2.a.1). "Your next card costs [2][A][A] less":
 * a discount bound to the next card its controller plays (560.4; never below 0, 560.5), with no "this turn", so it
 * waits across turns until a card uses it (`untilUsed`).
 */
export default defineCard({
  code: "VEN-044",
  name: "Astral Heron",
  text: "When you play your first card each turn, if I'm at a battlefield, your next card costs :rb_energy_2::rb_rune_rainbow::rb_rune_rainbow: less.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you" },
      limit: { nth: 1, per: "turn" },
      if: { is: { self: true }, filter: { at: "battlefield" } },
      effects: [
        {
          op: "createEffect",
          duration: "untilUsed",
          next: {},
          passive: { kind: "cost", mod: { discount: { energy: 2, anyPower: 2 } }, applies: { self: true } },
        },
      ],
    },
  ],
});

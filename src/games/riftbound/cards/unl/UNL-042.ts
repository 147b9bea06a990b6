import { defineCard } from "../types.js";

/**
 * Back Off — Spell, Calm, 3 Energy.
 * Hidden and Action printed. "If you played this from your hand": not when played from facedown (723) or by an effect.
 */
export default defineCard({
  code: "UNL-042",
  name: "Back Off",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\n[Stun] a unit. (It doesn't deal combat damage this turn.)\nIf you played this from your hand, draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "stun", what: { target: "unit" } },
        { op: "if", cond: { playedFromHand: true }, then: [{ op: "draw", n: 1 }] },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Relentless Storm — Legend (Volibear), Fury/Body. 708: a unit is Mighty while it has 5+ Might; the rules fire
 * `youPlayMighty` when a unit with 5+ Might (its current Might once on the board, 710) is played.
 */
export default defineCard({
  code: "OGN-249",
  name: "Relentless Storm",
  text: "When you play a [Mighty] unit, you may exhaust me to channel 1 rune exhausted. (A unit is Mighty while it has 5+ :rb_might:.)",
  abilities: [
    {
      kind: "triggered",
      on: "played", // 701: Mighty = 5+ Might, read as it enters the board
      filter: { player: "you", subject: { type: "unit", other: true, state: ["mighty"] } },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Relentless Storm to channel 1 rune exhausted?",
          cost: { exhaustSelf: true },
          then: [{ op: "channel", n: 1, exhausted: true }],
        },
      ],
    },
  ],
});

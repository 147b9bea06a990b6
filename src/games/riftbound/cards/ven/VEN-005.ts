import { defineCard } from "../types.js";

/**
 * Forsaken Baccai — Unit, Fury, 2 Energy.
 * "If you control fewer runes than an opponent" is an intervening if (CR 1.4 383.2.a.1), against the opponent with
 * the most runes (`opponentMost`).
 */
export default defineCard({
  code: "VEN-005",
  name: "Forsaken Baccai",
  text: "If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase", // 515.2: the start of your Beginning Phase
      filter: { player: "you" },
      if: {
        compare: [
          { count: { type: "rune", controller: "friendly" } },
          { op: "<", value: { opponentMost: { type: "rune", controller: "friendly" } } },
        ],
      },
      effects: [{ op: "might", what: { self: true }, amount: 1, duration: "turn" }],
    },
  ],
});

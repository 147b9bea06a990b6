import { defineCard } from "../types.js";

/**
 * Oasis Raider — Unit, Fury, 4 Energy.
 * "If you control fewer runes than an opponent" is an intervening if (CR 1.4 383.2.a.1), against the opponent with
 * the most runes (`opponentMost`).
 */
export default defineCard({
  code: "VEN-006",
  name: "Oasis Raider",
  text: "If you control fewer runes than an opponent at the start of your Beginning Phase, give me +2 :rb_might: and [Ganking] this turn. (I can move from battlefield to battlefield.)",
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
      effects: [
        { op: "might", what: { self: true }, amount: 2, duration: "turn" },
        { op: "keyword", what: { self: true }, keyword: "Ganking", duration: "turn" },
      ],
    },
  ],
});

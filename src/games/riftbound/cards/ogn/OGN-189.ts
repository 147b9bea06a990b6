import { defineCard } from "../types.js";

/**
 * Kayn, Unleashed — Unit (Champion), Chaos. [Ganking] is printed. A damage-prevention replacement (571, CR 1.4 437)
 * while the event record holds two of his moves this turn (any moves: standard or by effects, 608).
 */
export default defineCard({
  code: "OGN-189",
  name: "Kayn, Unleashed",
  text: "[Ganking] (I can move from battlefield to battlefield.)\nIf I have moved twice this turn, I don't take damage.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "replace",
        event: "damaged",
        filter: { self: true },
        with: "prevent",
        when: { happened: { kind: "moved", filter: { self: true }, atLeast: 2 } },
      },
    },
  ],
});

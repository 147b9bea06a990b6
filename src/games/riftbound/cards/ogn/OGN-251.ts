import { defineCard } from "../types.js";

/** Loose Cannon — Legend (Jinx), Fury/Chaos. Start-of-Beginning-Phase draw when the hand is small. */
export default defineCard({
  code: "OGN-251",
  name: "Loose Cannon",
  text: "At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase", // 515.2: the start of your Beginning Phase
      filter: { player: "you" },
      // The hand size is checked as the ability resolves (568.3 style condition on the instruction).
      effects: [{ op: "if", cond: { handAtMost: 1 }, then: [{ op: "draw", n: 1 }] }],
    },
  ],
});

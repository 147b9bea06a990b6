import { defineCard } from "../types.js";

/**
 * Jae Medarda — Unit, Chaos, 5 Energy + 2 Chaos. "When you choose me with a spell": the `chosen` event (559.3).
 */
export default defineCard({
  code: "SFD-142",
  name: "Jae Medarda",
  text: "When you choose me with a spell, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "chosen",
      filter: { self: true, player: "you" },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});

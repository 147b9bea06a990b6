import { defineCard } from "../types.js";

/**
 * Gloomist — Legend, Calm/Chaos.
 * Legend. "You or an ally": the holding player is friendly (648.8.d).
 */
export default defineCard({
  code: "UNL-193",
  name: "Gloomist",
  text: "When you or an ally hold, you may exhaust me to draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "friendly" },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Gloomist to draw 1?",
          cost: { exhaustSelf: true },
          then: [{ op: "draw", n: 1 }],
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Scrapyard Champion — Unit, Fury, 5 Energy + 1 Fury Power. Legion (724) is a condition of the trigger: another
 * card was played before it this turn (the played event's `legion`, 724.1.c).
 */
export default defineCard({
  code: "OGN-020",
  name: "Scrapyard Champion",
  text: "[Legion] — When you play me, discard 2, then draw 2. (Get the effect if you've played another card this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { legion: true } },
      effects: [
        { op: "discard", n: 2 },
        { op: "draw", n: 2 },
      ],
    },
  ],
});

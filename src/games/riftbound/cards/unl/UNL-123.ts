import { defineCard } from "../types.js";

/**
 * Evershade Stalker — Unit, Chaos, 3 Energy.
 */
export default defineCard({
  code: "UNL-123",
  name: "Evershade Stalker",
  text: "When you play me, discard 1, then draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "discard", n: 1 },
        { op: "draw", n: 1 },
      ],
    },
  ],
});

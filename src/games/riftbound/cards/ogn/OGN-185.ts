import { defineCard } from "../types.js";

/** Traveling Merchant — Unit, Chaos, 2 Energy. Loots whenever it moves. */
export default defineCard({
  code: "OGN-185",
  name: "Traveling Merchant",
  text: "When I move, discard 1, then draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      effects: [
        { op: "discard", n: 1 },
        { op: "draw", n: 1 },
      ],
    },
  ],
});

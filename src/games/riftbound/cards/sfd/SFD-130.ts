import { defineCard } from "../types.js";

/**
 * Treasure Hunter — Unit, Chaos, 2 Energy. "When I move" (608).
 */
export default defineCard({
  code: "SFD-130",
  name: "Treasure Hunter",
  text: "When I move, play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
  ],
});

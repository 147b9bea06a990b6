import { defineCard } from "../types.js";

/**
 * Trove Golem — Unit, Order, 8 Energy + 2 Order.
 */
export default defineCard({
  code: "SFD-174",
  name: "Trove Golem",
  text: "When you play me, play four Gold gear tokens exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "token", token: "Gold", n: 4, at: "base" }],
    },
  ],
});

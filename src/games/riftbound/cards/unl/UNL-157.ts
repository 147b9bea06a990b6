import { defineCard } from "../types.js";

/**
 * Scrutinizing Sergeant — Unit, Order, 6 Energy. "For each friendly unit" is counted as the trigger resolves, himself
 * included (CR 1.4 730.1).
 */
export default defineCard({
  code: "UNL-157",
  name: "Scrutinizing Sergeant",
  text: "When you play me, gain 1 XP for each friendly unit.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "gainXp", n: { count: { type: "unit", controller: "friendly" } } }],
    },
  ],
});

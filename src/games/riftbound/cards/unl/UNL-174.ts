import { defineCard } from "../types.js";

/**
 * Shard of Undoing — Gear, Order, 6 Energy. "The first time … each turn" counts the times the ability triggers
 * (583, `of: "triggers"`), the Beginning Phase being part of its condition (CR 1.4 315.2, 383.2.a.1); each opponent
 * chooses one of their units (559.3), all killed together.
 */
export default defineCard({
  code: "UNL-174",
  name: "Shard of Undoing",
  text: "The first time a friendly unit dies during your Beginning Phase each turn, each opponent must kill one of their units.",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit", controller: "friendly" } },
      if: { yourPhase: "beginning" },
      limit: { nth: 1, per: "turn", of: "triggers" },
      effects: [{ op: "each", perPlayer: "killOwnUnit", players: "opponents" }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Safety Inspector — Unit, Order, 5 Energy + 1 Order Power. The 3 XP are an optional additional cost (CR 1.4 730.2,
 * 560.2.b, `optional: [xp]`); "each player must kill one of their units" is a choice by each player, not a target
 * (559.3), the Inspector himself a possible choice; "if you paid my additional cost" reads the play (560.4.d.1).
 */
export default defineCard({
  code: "UNL-164",
  name: "Safety Inspector",
  text: "You may spend 3 XP as an additional cost to play me.\nWhen you play me, each player must kill one of their units. If you paid my additional cost, you don't kill a unit this way.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "xp", xp: 3 } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "if",
          cond: { paidOptional: "xp" },
          then: [{ op: "each", perPlayer: "killOwnUnit", players: "others" }],
          else: [{ op: "each", perPlayer: "killOwnUnit" }],
        },
      ],
    },
  ],
});

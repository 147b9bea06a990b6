import { defineCard } from "../types.js";

/**
 * Fresh Beans — Gear, Fury, 2 Energy. "When you play a unit" covers unit cards and unit tokens (555.2, 176); "during
 * a showdown" is checked as it triggers (545); "you may exhaust this to" is a cost paid on resolution (MayCost
 * `exhaustSelf`, 592), not offered if it is already exhausted.
 */
export default defineCard({
  code: "UNL-011",
  name: "Fresh Beans",
  text: "When you play a unit during a showdown, you may exhaust this to draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: ["played", "tokenCreated"],
      filter: { player: "you", subject: { type: "unit" } },
      if: { duringShowdown: true },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Fresh Beans to draw 1?",
          cost: { exhaustSelf: true },
          then: [{ op: "draw", n: 1 }],
        },
      ],
    },
  ],
});

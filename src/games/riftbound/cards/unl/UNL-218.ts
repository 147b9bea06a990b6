import { defineCard } from "../types.js";

/**
 * Valley of Idols — Battlefield, Colorless.
 * Battlefield. Its trigger is controlled by the player who played the unit ("they"); "if it doesn't have one" is the buff rule (702.2.a).
 */
export default defineCard({
  code: "UNL-218",
  name: "Valley of Idols",
  text: "When a player plays a unit here, they may pay :rb_energy_1: to [Buff] it. (Give it a +1 :rb_might: buff if it doesn't have one.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { here: true, subject: { type: "unit" } },
      effects: [
        {
          op: "may",
          prompt: "Pay 1 Energy to buff the unit you played here?",
          cost: { energy: 1 },
          then: [{ op: "buff", what: { event: "object" } }],
        },
      ],
    },
  ],
});

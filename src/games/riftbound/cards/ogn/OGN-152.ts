import { defineCard } from "../types.js";

/** Mistfall — Gear, Body, 3 Energy. */
export default defineCard({
  code: "OGN-152",
  name: "Mistfall",
  text: "When you buff a friendly unit, you may pay :rb_rune_body: and exhaust this to ready it.",
  abilities: [
    {
      kind: "triggered",
      // "When you buff a friendly unit": a "buffed" event you performed on a unit you control (602).
      on: "buffed",
      filter: { player: "you", subject: { controller: "friendly" } },
      effects: [
        {
          op: "may",
          prompt: "Pay Body Power and exhaust Mistfall to ready the buffed unit?",
          cost: { power: 1, powerDomain: "Body", exhaustSelf: true },
          then: [{ op: "ready", what: { event: "object" } }],
        },
      ],
    },
  ],
});

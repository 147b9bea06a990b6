import { defineCard } from "../types.js";

/**
 * Simian Ancestor — Unit, Calm, 5 Energy + 1 Calm. "When you buff me": a `buffed` event about me performed by my
 * controller (702).
 */
export default defineCard({
  code: "SFD-047",
  name: "Simian Ancestor",
  text: "When you buff me, ready me.",
  abilities: [
    {
      kind: "triggered",
      on: "buffed",
      filter: { self: true, player: "you" },
      effects: [{ op: "ready", what: { self: true } }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Mask of Foresight — Gear, Calm, 2 Energy. */
export default defineCard({
  code: "OGN-060",
  name: "Mask of Foresight",
  text: "When a friendly unit attacks or defends alone, give it +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: ["attacked", "defended"],
      filter: { subject: { controller: "friendly" }, data: { alone: true } },
      effects: [{ op: "might", what: { event: "object" }, amount: 1, duration: "turn" }],
    },
  ],
});

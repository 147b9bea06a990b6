import { defineCard } from "../types.js";

/** Pirate's Haven — Gear, Body, 3 Energy. */
export default defineCard({
  code: "OGN-143",
  name: "Pirate's Haven",
  text: "When you ready a friendly unit, give it +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      // 593: any ready you perform, by a spell, an ability or the Awakening Phase (593.4.a; vocabulary-plan §5.4).
      on: "readied",
      filter: { player: "you", subject: { type: "unit", controller: "friendly" } },
      effects: [{ op: "might", what: { event: "object" }, amount: 1, duration: "turn" }],
    },
  ],
});

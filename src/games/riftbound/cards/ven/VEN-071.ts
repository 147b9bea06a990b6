import { defineCard } from "../types.js";

/**
 * Fretful Feline — Unit, Body, 6 Energy.
 * "When I become ready" listens to my readied events (593).
 */
export default defineCard({
  code: "VEN-071",
  name: "Fretful Feline",
  text: "When I become ready, give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "readied",
      filter: { self: true },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Spectral Centaur — Unit, Mind, 6 Energy.
 * "Another friendly unit": not him (559.3).
 */
export default defineCard({
  code: "UNL-068",
  name: "Spectral Centaur",
  text: "When another friendly unit dies, give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit", controller: "friendly", other: true } },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});

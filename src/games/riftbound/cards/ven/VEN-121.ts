import { defineCard } from "../types.js";

/** Reluctant Leader — Unit, Order, 4 Energy + 1 Power. "When you play another unit" (a played trigger, 582). */
export default defineCard({
  code: "VEN-121",
  name: "Reluctant Leader",
  text: "When you play another unit, give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "unit", other: true } },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});

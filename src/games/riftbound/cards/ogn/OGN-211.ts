import { defineCard } from "../types.js";

/** Faithful Manufactor — Unit, Order, 3 Energy. */
export default defineCard({
  code: "OGN-211",
  name: "Faithful Manufactor",
  text: "When you play me, play a 1 :rb_might: Recruit unit token here.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "token", token: "Recruit", n: 1, at: "here" }],
    },
  ],
});

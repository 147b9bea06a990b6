import { defineCard } from "../types.js";

/** Vanguard Captain — Unit, Order, 3 Energy + 1 Order Power. Legion. */
export default defineCard({
  code: "OGN-218",
  name: "Vanguard Captain",
  text: "[Legion] — When you play me, play two 1 :rb_might: Recruit unit tokens here. (Get the effect if you've played another card this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      // 724.1.c: only if another card was played before this one this turn; "here" is my location (178.1).
      effects: [{ op: "if", cond: { legion: true }, then: [{ op: "token", token: "Recruit", n: 2, at: "here" }] }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Trifarian Gloryseeker — Unit, Order, 2 Energy. Legion. */
export default defineCard({
  code: "OGN-217",
  name: "Trifarian Gloryseeker",
  text: "[Legion] — When you play me, buff me. (If I don't have a buff, I get a +1 :rb_might: buff. Get the effect if you've played another card this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      // 724.1.c: only if another card was played before this one this turn.
      effects: [{ op: "if", cond: { legion: true }, then: [{ op: "buff", what: { self: true } }] }],
    },
  ],
});

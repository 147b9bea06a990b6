import { defineCard } from "../types.js";

/** Peak Guardian — Unit, Order, 6 Energy + 1 Order Power. */
export default defineCard({
  code: "OGN-223",
  name: "Peak Guardian",
  text: "When you play me, buff me. Then, if I am at a battlefield, buff all other friendly units there. (To buff a unit, give it a +1 :rb_might: buff if it doesn't already have one.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "buff", what: { self: true } },
        {
          op: "if",
          cond: { is: { self: true }, filter: { at: "battlefield" } },
          then: [{ op: "buff", what: { all: { type: "unit", controller: "friendly", at: "here", other: true } } }],
        },
      ],
    },
  ],
});

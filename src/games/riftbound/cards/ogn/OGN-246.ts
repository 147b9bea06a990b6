import { defineCard } from "../types.js";

/** Viktor, Leader — Unit (Champion), Order, 4 Energy + 1 Order Power. */
export default defineCard({
  code: "OGN-246",
  name: "Viktor, Leader",
  text: "When another non-Recruit unit you control dies, play a 1 :rb_might: Recruit unit token into your base.",
  abilities: [
    {
      kind: "triggered",
      // A "died" event of another unit you controlled, looked at as it was (584.2), without the Recruit tag (139.1).
      on: "died",
      filter: { subject: { type: "unit", controller: "friendly", other: true, not: { tag: "Recruit" } } },
      effects: [{ op: "token", token: "Recruit", n: 1, at: "base" }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Machine Evangel — Unit, Order, 5 Energy + 1 Order Power. Deathknell. */
export default defineCard({
  code: "OGN-239",
  name: "Machine Evangel",
  text: "[Deathknell] — Play three 1 :rb_might: Recruit unit tokens into your base. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      // 720.1.c: Deathknell = "When I die"; it looks back from the trash (720.1.d).
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "token", token: "Recruit", n: 3, at: "base" }],
    },
  ],
});

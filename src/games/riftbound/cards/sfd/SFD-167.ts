import { defineCard } from "../types.js";

/**
 * Unsung Hero — Unit, Order, 2 Energy. Deathknell (720) looking back at whether it was Mighty when it died (584.2).
 */
export default defineCard({
  code: "SFD-167",
  name: "Unsung Hero",
  text: "[Deathknell] — If I was [Mighty], draw 2. (When I die, get the effect. I'm Mighty while I have 5+ :rb_might:.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true, subject: { state: ["mighty"] } },
      zone: "trash",
      effects: [{ op: "draw", n: 2 }],
    },
  ],
});

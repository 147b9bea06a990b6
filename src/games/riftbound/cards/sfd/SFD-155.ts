import { defineCard } from "../types.js";

/**
 * Honest Broker — Unit, Order, 2 Energy. Deathknell (720).
 */
export default defineCard({
  code: "SFD-155",
  name: "Honest Broker",
  text: "[Deathknell] — Play a Gold gear token exhausted. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Soaring Scout — Unit, Order, 2 Energy. Deathknell. */
export default defineCard({
  code: "OGN-216",
  name: "Soaring Scout",
  text: "[Deathknell] — Channel 1 rune exhausted. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      // 720.1.c: Deathknell = "When I die, …" (looks back at me from the trash, 720.1.d)
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "channel", n: 1, exhausted: true }],
    },
  ],
});

import { defineCard } from "../types.js";

/** Watchful Sentry — Unit, Mind, 2 Energy. Deathknell. */
export default defineCard({
  code: "OGN-096",
  name: "Watchful Sentry",
  text: "[Deathknell] — Draw 1. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      // 720.1.c: Deathknell = "When I die, …"; the ability looks back from the trash (720.1.d).
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});

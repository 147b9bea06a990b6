import { defineCard } from "../types.js";

/** Soaring Scout — Unit, Order, 2 Energy. Deathknell. */
export default defineCard({
  code: "OGN-216",
  name: "Soaring Scout",
  text: "[Deathknell] — Channel 1 rune exhausted. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      when: "die", // 720.1.c: Deathknell = "When I die, …"
      effects: [{ op: "channel", n: 1, exhausted: true }],
    },
  ],
});

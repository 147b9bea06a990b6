import { defineCard } from "../types.js";

/** Undercover Agent — Unit, Chaos, 5 Energy + 1 Chaos. Deathknell: discard 2, then draw 2. */
export default defineCard({
  code: "OGN-178",
  name: "Undercover Agent",
  text: "[Deathknell] — Discard 2, then draw 2. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      // 720.1.c: Deathknell = "When I die, …" (looks back at me from the trash, 720.1.d)
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [
        { op: "discard", n: 2 },
        { op: "draw", n: 2 },
      ],
    },
  ],
});

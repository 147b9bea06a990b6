import { defineCard } from "../types.js";

/**
 * The Arena's Greatest — Battlefield. "Each player's first Beginning Phase" is the first of the game for that
 * player (vocabulary-plan §5.25); gaining a point this way is not scoring a battlefield (632.1.a.1).
 */
export default defineCard({
  code: "OGN-290",
  name: "The Arena's Greatest",
  text: "At the start of each player's first Beginning Phase, that player gains 1 point.",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase",
      filter: { data: { first: true } },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Obelisk of Power — Battlefield. "Each player's first Beginning Phase" is the first of the game for that player
 * (vocabulary-plan §5.25); the trigger is controlled by that player (the turn player).
 */
export default defineCard({
  code: "OGN-284",
  name: "Obelisk of Power",
  text: "At the start of each player's first Beginning Phase, that player channels 1 rune.",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase",
      filter: { data: { first: true } },
      effects: [{ op: "channel", n: 1 }],
    },
  ],
});

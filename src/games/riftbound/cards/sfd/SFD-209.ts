import { defineCard } from "../types.js";

/**
 * Forgotten Monument — Battlefield. "Players can't score here until their third turn": the scoring of this
 * battlefield does not happen (SFAQ: no conquer or hold, no triggers, no points; control still changes) for a player
 * who has begun fewer than three turns (CR 1.4 736-737: `turnsTaken`, read as the player who would score).
 */
export default defineCard({
  code: "SFD-209",
  name: "Forgotten Monument",
  text: "Players can't score here until their third turn.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cant",
        who: "any",
        action: { score: "here" },
        when: { compare: [{ turnsTaken: "you" }, { op: "<", value: 3 }] },
      },
    },
  ],
});

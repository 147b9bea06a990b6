import { defineCard } from "../types.js";

/**
 * Targon's Peak — Battlefield. "Ready 2 runes at the end of this turn" is a delayed triggered ability (CR 1.4
 * 389-392): created for the turn, it triggers at the end of turn (517.1) and goes on the chain like any trigger.
 */
export default defineCard({
  code: "OGN-289",
  name: "Targon's Peak",
  text: "When you conquer here, ready 2 runes at the end of this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered", // 630.1: controlled by the player who conquered
      filter: { here: true },
      effects: [
        {
          op: "createTrigger",
          duration: "turn",
          trigger: { on: "endOfTurn", effects: [{ op: "readyRunes", n: 2 }] },
        },
      ],
    },
  ],
});

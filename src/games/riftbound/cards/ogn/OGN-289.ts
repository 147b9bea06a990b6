import { defineCard } from "../types.js";

/** Targon's Peak — Battlefield. The conqueror readies 2 runes at the end of the turn. */
export default defineCard({
  code: "OGN-289",
  name: "Targon's Peak",
  text: "When you conquer here, ready 2 runes at the end of this turn.",
  abilities: [
    // 630.1: controlled by the player who conquered
    { kind: "triggered", on: "conquered", filter: { here: true }, effects: [{ op: "readyRunesEndOfTurn", n: 2 }] },
  ],
});

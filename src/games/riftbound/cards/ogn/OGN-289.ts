import { defineCard } from "../types.js";

/** Targon's Peak — Battlefield. The conqueror readies 2 runes at the end of the turn. */
export default defineCard({
  code: "OGN-289",
  name: "Targon's Peak",
  text: "When you conquer here, ready 2 runes at the end of this turn.",
  abilities: [{ kind: "triggered", when: "conquerHere", effects: [{ op: "readyRunesEndOfTurn", n: 2 }] }],
});

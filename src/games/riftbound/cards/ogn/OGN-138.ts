import { defineCard } from "../types.js";

/** Catalyst of Aeons — Spell, Body, 4 Energy. */
export default defineCard({
  code: "OGN-138",
  name: "Catalyst of Aeons",
  text: "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1.",
  // 606: fewer than 2 runes channeled (the rune deck ran short) draws 1.
  abilities: [{ kind: "spell", effects: [{ op: "channel", n: 2, exhausted: true, elseDraw: 1 }] }],
});

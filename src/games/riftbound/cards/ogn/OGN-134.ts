import { defineCard } from "../types.js";

/** Mobilize — Spell, Body, 2 Energy. */
export default defineCard({
  code: "OGN-134",
  name: "Mobilize",
  text: "Channel 1 rune exhausted. If you can't, draw 1.",
  abilities: [{ kind: "spell", effects: [{ op: "channel", n: 1, exhausted: true, elseDraw: 1 }] }],
});

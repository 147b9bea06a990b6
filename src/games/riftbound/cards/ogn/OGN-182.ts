import { defineCard } from "../types.js";

/** Scrapheap — Gear, Chaos, 2 Energy. Draws 1 when played, and when discarded or killed (looks back, 598.1.b, 720.1.d). */
export default defineCard({
  code: "OGN-182",
  name: "Scrapheap",
  text: "When this is played, discarded, or killed, draw 1.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "draw", n: 1 }] },
    // 720.1.d, 598.1.b: "when this is … discarded, or killed" looks back at it from the trash
    {
      kind: "triggered",
      on: ["died", "discarded"],
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});

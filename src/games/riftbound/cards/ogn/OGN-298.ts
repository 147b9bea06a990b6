import { defineCard } from "../types.js";

/** Zaun Warrens — Battlefield. The conqueror discards 1, then draws 1. */
export default defineCard({
  code: "OGN-298",
  name: "Zaun Warrens",
  text: "When you conquer here, discard 1, then draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered", // 630.1: controlled by the player who conquered (a battlefield's "you")
      filter: { here: true },
      effects: [
        { op: "discard", n: 1 },
        { op: "draw", n: 1 },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/** Mushroom Pouch — Gear, Mind, 2 Energy. */
export default defineCard({
  code: "OGN-101",
  name: "Mushroom Pouch",
  text: "At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase", // 515.2: the start of your Beginning Phase
      filter: { player: "you" },
      effects: [
        { op: "if", cond: { exists: { controller: "friendly", at: "facedown" } }, then: [{ op: "draw", n: 1 }] },
      ],
    },
  ],
});

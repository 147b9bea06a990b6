import { defineCard } from "../types.js";

/** Gemcraft Seer — Unit, Mind, 3 Energy + 1 Power. Vision (printed; 729 is built in). */
export default defineCard({
  code: "OGN-100",
  name: "Gemcraft Seer",
  text: "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)\nOther friendly units have [Vision].",
  abilities: [
    {
      kind: "passive",
      // A unit that enters while I am on the board has Vision then, so its own Vision triggers (729, 713.3.a).
      passive: { kind: "grant", to: { type: "unit", controller: "friendly", other: true }, keywords: ["Vision"] },
    },
  ],
});

import { defineCard } from "../types.js";

/** Kai'Sa, Survivor — Unit (Champion), Fury, 4 Energy. Accelerate (printed keyword, 717). */
export default defineCard({
  code: "OGN-039",
  name: "Kai'Sa, Survivor",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\nWhen I conquer, draw 1.",
  abilities: [
    {
      kind: "triggered",
      // "When I conquer": my controller conquers the battlefield I am at (630.1).
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});

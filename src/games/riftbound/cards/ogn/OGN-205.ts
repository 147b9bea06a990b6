import { defineCard } from "../types.js";

/** Yasuo, Windrider — Unit (Champion), Chaos, 5 Energy + 1 Chaos Power. Ganking. */
export default defineCard({
  code: "OGN-205",
  name: "Yasuo, Windrider",
  text: "[Ganking] (I can move from battlefield to battlefield.)\nThe third time I move in a turn, you score 1 point.",
  abilities: [
    {
      kind: "triggered",
      // "The third time I move in a turn": the third "moved" event of this object this turn (608, 583).
      on: "moved",
      filter: { self: true },
      limit: { nth: 3, per: "turn" },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});

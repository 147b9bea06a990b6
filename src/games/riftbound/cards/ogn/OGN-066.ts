import { defineCard } from "../types.js";

/** Ahri, Alluring — Unit (Champion), Calm, 5 Energy + 1 Calm Power. */
export default defineCard({
  code: "OGN-066",
  name: "Ahri, Alluring",
  text: "When I hold, you score 1 point.",
  abilities: [
    {
      kind: "triggered",
      // "When I hold": you hold the battlefield I'm at (630.2, 053.3).
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Treasure Hoard — Battlefield. Gold gear token: SFD-T03.
 */
export default defineCard({
  code: "SFD-220",
  name: "Treasure Hoard",
  text: "When you conquer here, you may pay :rb_energy_1: to play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [
        {
          op: "may",
          prompt: "Pay 1 Energy to play a Gold gear token exhausted?",
          cost: { energy: 1 },
          then: [{ op: "token", token: "Gold", n: 1, at: "base" }],
        },
      ],
    },
  ],
});

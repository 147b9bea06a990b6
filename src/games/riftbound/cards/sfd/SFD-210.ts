import { defineCard } from "../types.js";

/**
 * Hall of Legends — Battlefield.
 */
export default defineCard({
  code: "SFD-210",
  name: "Hall of Legends",
  text: "When you conquer here, you may pay :rb_energy_1: to ready your legend.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [
        {
          op: "may",
          prompt: "Pay 1 Energy to ready your legend?",
          cost: { energy: 1 },
          then: [{ op: "ready", what: { all: { type: "legend", controller: "friendly" } } }],
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Inviolus Vox — Unit, Fury, 8 Energy + 2 Power.
 * "When I conquer" (630.1); the friendly unit is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "UNL-027",
  name: "Inviolus Vox",
  text: "When I conquer, give a friendly unit +8 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 8, duration: "turn" }],
    },
  ],
});

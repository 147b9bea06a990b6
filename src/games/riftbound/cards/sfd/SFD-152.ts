import { defineCard } from "../types.js";

/**
 * Eminent Benefactor — Unit, Order, 6 Energy.
 */
export default defineCard({
  code: "SFD-152",
  name: "Eminent Benefactor",
  text: "When I hold, play two Gold gear tokens exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "token", token: "Gold", n: 2, at: "base" }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Shadow Temple — Battlefield, Colorless.
 * "When you hold here" is controlled by the player who held (630); [Burn 3] (CR 1.4 440).
 */
export default defineCard({
  code: "VEN-165",
  name: "Shadow Temple",
  text: "When you hold here, [Burn 3]. (Put the top 3 cards of your Main Deck into your trash.)",
  abilities: [{ kind: "triggered", on: "held", filter: { here: true }, effects: [{ op: "burn", n: 3 }] }],
});

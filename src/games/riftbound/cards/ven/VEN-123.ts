import { defineCard } from "../types.js";

/**
 * Soulspinner — Unit, Order, 3 Energy.
 * [Ambush] comes from the card data (CR 1.4 822: playable as a [Reaction] to a battlefield where you have units).
 */
export default defineCard({
  code: "VEN-123",
  name: "Soulspinner",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)",
  abilities: [],
});

import { defineCard } from "../types.js";

/** Horns of the Dragon — Unit, Order, 6 Energy. [Tank] comes from the card data (CR 1.4 816). */
export default defineCard({
  code: "VEN-118",
  name: "Horns of the Dragon",
  text: "[Tank] (I must be assigned combat damage first.)",
  abilities: [],
});

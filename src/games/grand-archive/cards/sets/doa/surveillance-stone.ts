/** Surveillance Stone (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "kk46Whz7CJ",
  name: "Surveillance Stone",
  text: "Whenever an opponent declares an attack with a unit for the third time each turn, you may banish Surveillance Stone. If you do, draw a card.",
  abilities: [],
  unsupported: "counting attack declarations per turn is not implemented yet",
});

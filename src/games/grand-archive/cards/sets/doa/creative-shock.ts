/** Creative Shock (action, fire, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "BqDw4Mei4C",
  name: "Creative Shock",
  text: "Draw two cards, then discard a card.\nClass Bonus: If a fire element card was discarded, you may choose a unit and deal 2 damage to it. (Apply the additional effect only if your champion's class matches this card's class.)",
  abilities: [],
  unsupported: "discarding a chosen card with a follow-up choice is not implemented yet",
});

/** Veteran Soldier (ally, norm, reserve 5). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "vefcX6tBeg",
  name: "Veteran Soldier",
  text: "Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [{ kind: "keyword", keyword: "floatingMemory" }],
});

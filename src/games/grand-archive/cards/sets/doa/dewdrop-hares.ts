/** Dewdrop Hares (ally, water, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "fxwy3haEXU",
  name: "Dewdrop Hares",
  text: "[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [{ kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } }],
});

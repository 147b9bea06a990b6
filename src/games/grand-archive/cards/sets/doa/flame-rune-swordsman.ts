/** Flame-Rune Swordsman (ally, fire, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "VV6ADdMrr5",
  name: "Flame-Rune Swordsman",
  text: "[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [{ kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } }],
});

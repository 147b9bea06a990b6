/** Ignite the Soul (action, fire, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "rXHo9fLU32",
  name: "Ignite the Soul",
  text: "Deal 1 damage to target unit.\n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "effect", effects: [{ op: "damage", target: { kind: "target", filter: { type: "unit" } }, amount: 1 }] },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});

/** Give Bath (action, water, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "XeXek4dKav",
  name: "Give Bath",
  text: "Remove all temporary damage from target ally.\n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "removeTemporaryDamage", target: { kind: "target", filter: { type: "ally" } } }],
    },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});

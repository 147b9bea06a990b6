/** Reposition (action, norm, reserve 1, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "vfq3huqj5b",
  name: "Reposition",
  text: "Target unit becomes distant. (Units stay distant until the end of their controller's turn.)\n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "effect", effects: [{ op: "becomeDistant", target: { kind: "target", filter: { type: "unit" } } }] },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});

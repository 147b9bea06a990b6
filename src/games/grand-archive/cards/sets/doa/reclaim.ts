/** Reclaim (action, wind, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "F2wp1v0Tyk",
  name: "Reclaim",
  text: "Return target ally you control to its owner's hand.\n\nFloating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "returnToHand", target: { kind: "target", filter: { type: "ally", controller: "you" } } }],
    },
    { kind: "keyword", keyword: "floatingMemory" },
  ],
});

/** Idle Thoughts (action, norm, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "rWhFC8XBaH",
  name: "Idle Thoughts",
  text: "Look at the top four cards of your deck and then put them back in any order.\n\nFloating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "effect", effects: [{ op: "glimpse", amount: 4, topOnly: true }] },
    { kind: "keyword", keyword: "floatingMemory" },
  ],
});

/** Stream of Consciousness (action, water, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "wa4x7e22tk",
  name: "Stream of Consciousness",
  text: "[Class Bonus] [Memory 4+] Glimpse 3. (Apply this effect only if your champion's class matches this card's class and only if there are four or more cards in your memory.)\n\nDraw a card into your memory.",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "glimpse", amount: 3 }],
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "memoryAtLeast", count: 4 }] },
    },
    { kind: "effect", effects: [{ op: "draw", amount: 1, into: "memory" }] },
  ],
});

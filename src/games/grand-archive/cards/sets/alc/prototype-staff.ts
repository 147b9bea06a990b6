/** Prototype Staff (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "8c9htu9agw",
  name: "Prototype Staff",
  text: "[Class Bonus] [Memory 4+] Your champion gets +1 level. (Apply this effect only there are four or more cards in your memory.)\n\n[Level 4+] REST: You may put a card from your hand on the bottom of your deck. If you do, draw a card into your memory.",
  abilities: [
    {
      kind: "championLevel",
      amount: 1,
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "memoryAtLeast", count: 4 }] },
    },
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }],
      effects: [
        {
          op: "may",
          prompt: "Put a card from your hand on the bottom of your deck? If you do, draw a card into your memory.",
          doing: { op: "handToBottom", then: [] },
          then: [{ op: "draw", amount: 1, into: "memory" }],
        },
      ],
      condition: { kind: "levelAtLeast", level: 4 },
    },
  ],
});

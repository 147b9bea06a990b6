/** Krustallan Distiller (ally, water, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "c08c9htu9a",
  name: "Krustallan Distiller",
  text: "[Class Bonus] On Enter: If you've brewed a Potion this turn, draw a card into your memory. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      effects: [
        { op: "if", condition: { kind: "brewedPotionThisTurn" }, then: [{ op: "draw", amount: 1, into: "memory" }] },
      ],
      condition: { kind: "classBonus" },
    },
  ],
});

/** Cremation Ritual (action, fire, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "Pr48kXnasw",
  name: "Cremation Ritual",
  text: "As an additional cost to activate this card, sacrifice an ally.\n\nDraw two cards.",
  abilities: [
    { kind: "additionalCost", cost: { kind: "sacrificeAlly" } },
    { kind: "effect", effects: [{ op: "draw", amount: 2 }] },
  ],
});

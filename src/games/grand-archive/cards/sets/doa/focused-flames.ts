/** Focused Flames (action, fire, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "145y6KBhxe",
  name: "Focused Flames",
  text: "[Class Bonus] This card costs 1 less to activate. (Apply this effect only if your champion's class matches this card's class.)\n\nDeal 4 damage to target ally.",
  abilities: [
    { kind: "costLess", amount: 1, condition: { kind: "classBonus" } },
    { kind: "effect", effects: [{ op: "damage", target: { kind: "target", filter: { type: "ally" } }, amount: 4 }] },
  ],
});

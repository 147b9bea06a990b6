/** Flash Freeze (action, water, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "w3rrii17fz",
  name: "Flash Freeze",
  text: "[Class Bonus] This card costs 2 less to activate. (Apply this effect only if your champion's class matches this card's class.)\n\nNegate target card activation unless its controller pays (LV). Banish the card that had its activation negated this way.",
  abilities: [
    { kind: "costLess", amount: 2, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [{ op: "negateUnlessPays", target: { kind: "activation" }, amount: { count: "championLevel" } }],
    },
  ],
});

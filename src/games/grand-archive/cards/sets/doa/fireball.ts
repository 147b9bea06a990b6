/** Fireball (action, fire, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "RIVahUIQVD",
  name: "Fireball",
  text: "[Class Bonus] This card costs 2 less to activate. (Apply this effect only if your champion's class matches this card's class.)\n\nDeal 1+LV damage to target unit. (LV refers to your champion's level.)",
  abilities: [
    { kind: "costLess", amount: 2, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [
        {
          op: "damage",
          target: { kind: "target", filter: { type: "unit" } },
          amount: { count: "championLevelPlus", base: 1 },
        },
      ],
    },
  ],
});

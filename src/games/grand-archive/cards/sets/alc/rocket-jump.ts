/** Rocket Jump (action, fire, reserve 5, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "rhlq2kkvoq",
  name: "Rocket Jump",
  text: "[Class Bonus] This card costs 2 less to activate. (Apply this effect only if your champion's class matches this card's class.)\n\nTarget unit becomes distant. If that unit is defending, deal 4 damage to its attacker.",
  abilities: [
    { kind: "costLess", amount: 2, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [
        { op: "becomeDistant", target: { kind: "target", filter: { type: "unit" } } },
        { op: "damageAttackerIfDefending", target: { kind: "that", filter: { type: "unit" } }, amount: 4 },
      ],
    },
  ],
});

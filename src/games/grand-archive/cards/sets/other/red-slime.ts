/** Red Slime (ally, fire, Tamer, reserve 3, 3/2): a card outside the starters. */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "mttsvbgl6f",
  name: "Red Slime",
  text: "Pride 3 (This ally won't obey you unless your champion is level 3 or higher.)\n\n[Class Bonus] On Death: Deal damage to all allies equal to Red Slime's power. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "pride", level: 3 },
    {
      kind: "trigger",
      on: "onDeath",
      effects: [
        { op: "damage", target: { kind: "all", filter: { type: "ally" } }, amount: { count: "selfPowerLastKnown" } },
      ],
      condition: { kind: "classBonus" },
    },
  ],
});

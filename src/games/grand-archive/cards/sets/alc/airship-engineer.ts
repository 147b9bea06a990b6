/** Airship Engineer (ally, fire, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "66pv4n1n3g",
  name: "Airship Engineer",
  text: "[Class Bonus] Ranged 2 (As long as this unit is distant, its attacks get +2 POWER. Apply this effect only if your champion's class matches this card's class.)\n\nOn Enter: If you control a distant unit, draw a card into your memory.",
  abilities: [
    { kind: "ranged", amount: 2, condition: { kind: "classBonus" } },
    {
      kind: "trigger",
      on: "onEnter",
      effects: [
        {
          op: "if",
          condition: { kind: "youControl", filter: { type: "unit", controller: "you", distant: true } },
          then: [{ op: "draw", amount: 1, into: "memory" }],
        },
      ],
    },
  ],
});

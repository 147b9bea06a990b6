/** Weaponsmith (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "6gN5KjqRW5",
  name: "Weaponsmith",
  text: "[Class Bonus] At the beginning of your recollection phase, put a durability counter on target weapon you control. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "trigger",
      on: "beginRecollection",
      effects: [
        {
          op: "putCounter",
          counter: "durability",
          target: { kind: "target", filter: { type: "weapon", controller: "you" } },
          amount: 1,
        },
      ],
      condition: { kind: "classBonus" },
    },
  ],
});

/** Supply Drone (ally, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "ljyevpmu6g",
  name: "Supply Drone",
  text: "[Class Bonus] At the beginning of your recollection phase, materialize a Bullet card with memory cost 0 from your material deck. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "trigger",
      on: "beginRecollection",
      effects: [{ op: "materializePaying", subtype: "BULLET", memoryCost: 0 }],
      condition: { kind: "classBonus" },
    },
  ],
});

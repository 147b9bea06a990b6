/** Trained Sharpshooter (ally, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "uhjxhkurfp",
  name: "Trained Sharpshooter",
  text: "[Class Bonus] Ranged 2 (As long as this unit is distant, its attacks get +2 POWER. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [{ kind: "ranged", amount: 2, condition: { kind: "classBonus" } }],
});

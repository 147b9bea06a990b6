/** Esteemed Knight (ally, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "iabqeB0I6t",
  name: "Esteemed Knight",
  text: "[Class Bonus] Intercept (Whenever your champion is attacked while this ally is awake, you may redirect that attack to this ally. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [{ kind: "keyword", keyword: "intercept", condition: { kind: "classBonus" } }],
});

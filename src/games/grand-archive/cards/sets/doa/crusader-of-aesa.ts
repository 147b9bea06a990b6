/** Crusader of Aesa (ally, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "2Q60hBYO3i",
  name: "Crusader of Aesa",
  text: "Crusader of Aesa enters the field rested.\n\n[Class Bonus] Intercept (Whenever your champion is attacked while this ally is awake, you may redirect that attack to this ally. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "keyword", keyword: "entersRested" },
    { kind: "keyword", keyword: "intercept", condition: { kind: "classBonus" } },
  ],
});

/** Hurricane Sweep (attack, wind, reserve 5). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "4V6qKuM7xs",
  name: "Hurricane Sweep",
  text: "[Class Bonus] Efficiency (This card costs LV less to activate. LV refers to your champion's level. Apply this effect only if your champion's class matches this card's class.)\n\nCleave (Attack all units a chosen opponent controls. This attack can't be intercepted.)",
  abilities: [
    { kind: "keyword", keyword: "efficiency", condition: { kind: "classBonus" } },
    { kind: "keyword", keyword: "cleave" },
  ],
});

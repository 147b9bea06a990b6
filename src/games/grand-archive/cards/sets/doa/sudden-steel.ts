/** Sudden Steel (attack, norm, reserve 6). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "SSu2eQZFJV",
  name: "Sudden Steel",
  text: "[Class Bonus] Efficiency (This card costs LV less to activate. LV refers to your champion's level. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [{ kind: "keyword", keyword: "efficiency", condition: { kind: "classBonus" } }],
});

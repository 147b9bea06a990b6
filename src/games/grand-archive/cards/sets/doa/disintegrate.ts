/** Disintegrate (action, fire, reserve 8). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "FhbVHkHQRb",
  name: "Disintegrate",
  text: "[Class Bonus] Efficiency (This card costs LV less to activate. LV refers to your champion's level. Apply this effect only if your champion's class matches this card's class.)\n\nDestroy target ally or regalia.",
  abilities: [
    { kind: "keyword", keyword: "efficiency", condition: { kind: "classBonus" } },
    { kind: "effect", effects: [{ op: "destroy", target: { kind: "target", filter: { type: "allyOrRegalia" } } }] },
  ],
});

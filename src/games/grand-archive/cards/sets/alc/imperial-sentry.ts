/** Imperial Sentry (ally, norm, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "plywc08c9h",
  name: "Imperial Sentry",
  text: "[Class Bonus] Intercept (Whenever your champion is attacked while this ally is awake, you may redirect that attack to this ally. Apply this effect only if your champion's class matches this card's class.) \n\n[Level 2+] Imperial Sentry gets +1 LIFE.",
  abilities: [
    { kind: "keyword", keyword: "intercept", condition: { kind: "classBonus" } },
    { kind: "static", who: { kind: "self" }, life: 1, condition: { kind: "levelAtLeast", level: 2 } },
  ],
});

/** Purge in Flames (action, fire, reserve 8). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "uTBsOYf15p",
  name: "Purge in Flames",
  text: "Efficiency (This card costs LV less to activate. LV refers to your champion's level.)\n\nDeal 2 damage to all units except for your champion. Class Bonus: Deal 3 damage to those units instead. (Apply the additional effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "keyword", keyword: "efficiency" },
    {
      kind: "effect",
      effects: [
        { op: "damage", target: { kind: "all", filter: { type: "unit" } }, amount: 2, exceptYourChampion: true },
      ],
      condition: { kind: "not", condition: { kind: "classBonus" } },
    },
    {
      kind: "effect",
      effects: [
        { op: "damage", target: { kind: "all", filter: { type: "unit" } }, amount: 3, exceptYourChampion: true },
      ],
      condition: { kind: "classBonus" },
    },
  ],
});

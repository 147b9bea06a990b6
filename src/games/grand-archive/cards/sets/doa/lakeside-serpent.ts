/** Lakeside Serpent (ally, water, reserve 5). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "krgjMyVHRd",
  name: "Lakeside Serpent",
  text: "Pride 6 (This ally won't obey you unless your champion is level 6 or higher.)\n\n[Class Bonus] Lakeside Serpent gets +1 POWER for each water element card in your graveyard. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "pride", level: 6 },
    {
      kind: "static",
      who: { kind: "self" },
      power: { count: "waterCardsInYourGraveyard" },
      condition: { kind: "classBonus" },
    },
  ],
});

/** Phalanx Captain (ally, wind, reserve 5). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "rPpLwLPGaL",
  name: "Phalanx Captain",
  text: "[Class Bonus] This card costs 1 less to activate for each Human ally you control. (Apply this effect only if your champion's class matches this card's class.)\n\nOther Human allies you control get +1 POWER as long as they're attacking.",
  abilities: [
    { kind: "costLess", amount: { count: "humanAlliesYouControl" }, condition: { kind: "classBonus" } },
    {
      kind: "static",
      who: { kind: "all", filter: { type: "ally", controller: "you", subtype: "HUMAN", other: true } },
      power: 1,
      whileAttacking: true,
    },
  ],
});

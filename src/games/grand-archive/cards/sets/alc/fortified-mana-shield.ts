/** Fortified Mana Shield (action, norm, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "5lh23qu7d6",
  name: "Fortified Mana Shield",
  text: "[Class Bonus] This card costs 2 less to activate if its activation targets a unit with taunt. (Apply this effect only if your champion's class matches this card's class.)\n\nThe next time target unit would take non-combat damage this turn, prevent 4 of that damage.",
  abilities: [
    { kind: "costLess", amount: 2, ifTargetHas: "taunt", condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [
        { op: "preventNextDamage", target: { kind: "target", filter: { type: "unit" } }, amount: 4, nonCombat: true },
      ],
    },
  ],
});

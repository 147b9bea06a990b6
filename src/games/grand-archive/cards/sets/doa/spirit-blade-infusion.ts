/** Spirit Blade: Infusion (action, crux, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "CgyJxpEgzk",
  name: "Spirit Blade: Infusion",
  text: 'This card costs 2 less to activate if your champion has dealt combat damage this turn.\n\nUntil end of turn, target Sword weapon gets +3 POWER and "On Champion Hit: Draw a card."',
  abilities: [
    { kind: "costLess", amount: 2, if: { kind: "championDealtCombatDamageThisTurn" } },
    {
      kind: "effect",
      effects: [
        {
          op: "pump",
          target: { kind: "target", filter: { type: "weapon", subtype: "SWORD" } },
          power: 3,
          onChampionHitDraw: true,
        },
      ],
    },
  ],
});

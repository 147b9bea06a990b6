/** Clarent, Sword of Peace (regalia/weapon, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "m31WVJ9F04",
  name: "Clarent, Sword of Peace",
  text: "[Class Bonus] Remove a durability counter from Clarent: Prevent the next 1 non-combat damage that would be dealt to each unit you control this turn. (Activate this ability only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "removeDurabilitySelf" }],
      effects: [
        {
          op: "preventNextDamage",
          target: { kind: "all", filter: { type: "unit", controller: "you" } },
          amount: 1,
          total: true,
          nonCombat: true,
        },
      ],
      condition: { kind: "classBonus" },
    },
  ],
});

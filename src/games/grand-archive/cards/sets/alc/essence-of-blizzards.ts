/** Essence of Blizzards (item, water, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "k1l75tlzsm",
  name: "Essence of Blizzards",
  text: "Brew — One Adjuvant, One Catalyst (You may sacrifice the listed objects rather than pay this card's reserve cost.)\n\nSacrifice Essence of Blizzards: Deal 1 damage to target unit. If that unit is rested, deal 1+LV damage to it instead. Until end of turn, allies enter the field rested.",
  abilities: [
    {
      kind: "brew",
      recipe: [
        { count: 1, subtype: "ADJUVANT" },
        { count: 1, subtype: "CATALYST" },
      ],
    },
    {
      kind: "activated",
      costs: [{ kind: "sacrificeSelf" }],
      effects: [
        {
          op: "damage",
          target: { kind: "target", filter: { type: "unit" } },
          amount: 1,
          restedAmount: { count: "championLevelPlus", base: 1 },
        },
        { op: "alliesEnterRested" },
      ],
    },
  ],
});

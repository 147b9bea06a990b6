/** Charged Manaplate (regalia, item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "jxhkurfp66",
  name: "Charged Manaplate",
  text: "[Class Bonus] Banish Charged Manaplate: Draw a card. Activate this ability only if your champion has taken 4 or more damage this turn. (Activate this ability only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "draw", amount: 1 }],
      condition: {
        kind: "and",
        conditions: [{ kind: "classBonus" }, { kind: "championDamagedThisTurnAtLeast", count: 4 }],
      },
    },
  ],
});

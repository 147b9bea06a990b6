/** Potion Infusion: Clarity (action, water, reserve 7). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "300z2snsdw",
  name: "Potion Infusion: Clarity",
  text: "[Class Bonus] This card costs 2 less to activate. (Apply this effect only if your champion's class matches this card's class.)\n\nRest target Potion. If you do, it gains \"On Sacrifice: Draw two cards\" until end of turn. (This trigger would resolve before the Potion's ability.)",
  abilities: [
    { kind: "costLess", amount: 2, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [
        {
          op: "restGrantOnSacrifice",
          target: { kind: "target", filter: { type: "item", subtype: "POTION" } },
          grant: [{ op: "draw", amount: 2 }],
        },
      ],
    },
  ],
});

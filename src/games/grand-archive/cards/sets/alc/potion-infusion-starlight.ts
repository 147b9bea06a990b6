/** Potion Infusion: Starlight (action, astra, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "6qsesw2ugm",
  name: "Potion Infusion: Starlight",
  text: '[Class Bonus] Starcalling — (1)\n\nRest target Potion. If you do, it gains "On Sacrifice: Until end of turn, your champion gets +4 level" until end of turn. (This trigger would resolve before the Potion\'s ability.)',
  abilities: [
    { kind: "starcalling", cost: 1, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [
        {
          op: "restGrantOnSacrifice",
          target: { kind: "target", filter: { type: "item", subtype: "POTION" } },
          grant: [{ op: "championLevelGet", amount: 4 }],
        },
      ],
    },
  ],
});

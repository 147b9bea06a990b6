/** Potion Infusion: Frostbite (action, water, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "mxz1vdxi74",
  name: "Potion Infusion: Frostbite",
  text: 'Rest target Potion. If you do, it gains "On Sacrifice: Rest target unit. The next time that unit would take damage from a water element source this turn, it takes that much damage plus 4 instead" until end of turn. (This trigger would resolve before the Potion\'s ability.)',
  abilities: [
    {
      kind: "effect",
      effects: [
        {
          op: "restGrantOnSacrifice",
          target: { kind: "target", filter: { type: "item", subtype: "POTION" } },
          grant: [
            {
              op: "rest",
              target: { kind: "target", filter: { type: "unit" } },
              thenNextDamageFrom: { element: "WATER", plus: 4 },
            },
          ],
        },
      ],
    },
  ],
});

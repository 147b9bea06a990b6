/** Prismatic Edge (regalia/weapon, crux, memory 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "FxYwR2azTt",
  name: "Prismatic Edge",
  text: "[Class Bonus] On Enter: Each player reveals all cards in their memory. If a fire element card was revealed, choose a unit and deal 3 damage to it. If a water element card was revealed, draw a card. If a wind element card was revealed, each opponent banishes a card at random from their memory.",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      condition: { kind: "classBonus" },
      effects: [
        { op: "revealMemories" },
        { op: "ifRevealed", element: "FIRE", then: { op: "chooseUnitDamage", amount: 3 } },
        { op: "ifRevealed", element: "WATER", then: { op: "draw", amount: 1 } },
        { op: "ifRevealed", element: "WIND", then: { op: "opponentBanishesRandomFromMemory" } },
      ],
    },
  ],
});

/** Inspiring Call (action, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "k71PE3clOI",
  name: "Inspiring Call",
  text: "This card costs 2 less to activate if your champion has attacked this turn.\n\nAllies you control get +1 POWER until end of turn. Draw a card into your memory.",
  abilities: [
    { kind: "costLess", amount: 2, if: { kind: "championAttackedThisTurn" } },
    {
      kind: "effect",
      effects: [
        { op: "pump", target: { kind: "all", filter: { type: "ally", controller: "you" } }, power: 1 },
        { op: "draw", amount: 1, into: "memory" },
      ],
    },
  ],
});

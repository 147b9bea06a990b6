/** Umbral Tithe (action, umbra, reserve 5, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "2snsdwmxz1",
  name: "Umbral Tithe",
  text: "This card costs 1 less to activate for each Curse card in each champion's lineage. \nEach player draws two cards into their memory. Then deal 4 damage to each champion controlled by players with six or more cards in their memory.",
  abilities: [
    { kind: "costLess", amount: { count: "curseCardsInEachLineage" } },
    {
      kind: "effect",
      effects: [
        { op: "draw", amount: 2, who: "each", into: "memory" },
        { op: "damageChampionsWithMemory", amount: 4, atLeast: 6 },
      ],
    },
  ],
});

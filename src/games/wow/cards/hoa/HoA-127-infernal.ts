import { wowCard } from "../types.js";

/** Infernal (HoA-127): Ally, 6, 6 fire / 6 health, Demon, Pet (1). */
export default wowCard({
  id: "HoA-127",
  name: "Infernal",
  text: "At the start of your turn, discard a card, or target opponent gains control of Infernal. <p> At the end of your turn, Infernal deals 1 fire damage to each opposing hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [{ select: "opponent" }],
      effects: [
        {
          op: "either",
          options: [
            { label: "Discard a card", effect: { op: "discard", amount: 1, who: "you" } },
            {
              label: "Target opponent gains control of Infernal",
              effect: { op: "gain-control", what: "self", who: { target: 0 } },
            },
          ],
        },
      ],
    },
    {
      kind: "trigger",
      on: "your-turn-end",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "fire", to: "each-opposing-character", by: "self" }],
    },
  ],
});

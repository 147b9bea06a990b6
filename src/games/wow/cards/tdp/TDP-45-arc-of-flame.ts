import { wowCard } from "../types.js";

/** Arc of Flame (TDP-45): Ability (Fire), 5, Mage. */
export default wowCard({
  id: "TDP-45",
  name: "Arc of Flame",
  text: "Choose one: Your hero deals 4 fire damage to target ally <p> or your hero deals 2 fire damage to each of two target allies.",
  powers: [
    {
      kind: "play",
      targets: [
        { select: "ally", mode: 0 },
        { select: "ally", mode: 1 },
        { select: "ally", mode: 1, distinct: true },
      ],
      effects: [],
      modes: [
        {
          label: "Your hero deals 4 fire damage to target ally",
          effects: [{ op: "damage", amount: 4, type: "fire", to: { target: 0 }, by: "your-hero" }],
        },
        {
          label: "Your hero deals 2 fire damage to each of two target allies",
          effects: [
            { op: "damage", amount: 2, type: "fire", to: { target: 0 }, by: "your-hero" },
            { op: "damage", amount: 2, type: "fire", to: { target: 1 }, by: "your-hero" },
          ],
        },
      ],
    },
  ],
});

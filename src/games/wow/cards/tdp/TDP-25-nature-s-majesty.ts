import { wowCard } from "../types.js";

/** Nature's Majesty (TDP-25): Ability (Balance), 5, Druid. */
export default wowCard({
  id: "TDP-25",
  name: "Nature's Majesty",
  text: "Choose one: Your hero deals 5 nature damage to target hero or ally <p> or your hero heals 5 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [],
      modes: [
        {
          label: "Your hero deals 5 nature damage to target hero or ally",
          effects: [{ op: "damage", amount: 5, type: "nature", to: { target: 0 }, by: "your-hero" }],
        },
        {
          label: "Your hero heals 5 damage from target hero or ally",
          effects: [{ op: "heal", amount: 5, to: { target: 0 }, by: "your-hero" }],
        },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/** Natural Selection (HoA-27): Instant Ability (Restoration), 3, Druid. */
export default wowCard({
  id: "HoA-27",
  name: "Natural Selection",
  text: "Choose one: Your hero deals 3 nature damage to target hero or ally <p> or your hero heals 3 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [],
      modes: [
        {
          label: "Your hero deals 3 nature damage to target hero or ally",
          effects: [{ op: "damage", amount: 3, type: "nature", to: { target: 0 }, by: "your-hero" }],
        },
        {
          label: "Your hero heals 3 damage from target hero or ally",
          effects: [{ op: "heal", amount: 3, to: { target: 0 }, by: "your-hero" }],
        },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/** Shock and Soothe (TDP-100): Instant Ability, 4. */
export default wowCard({
  id: "TDP-100",
  name: "Shock and Soothe",
  text: "Your hero deals 3 nature damage to target hero or ally and heals 3 damage from another target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }, { select: "hero-or-ally", distinct: true }],
      effects: [
        { op: "damage", amount: 3, type: "nature", to: { target: 0 }, by: "your-hero" },
        { op: "heal", amount: 3, to: { target: 1 }, by: "your-hero" },
      ],
    },
  ],
});

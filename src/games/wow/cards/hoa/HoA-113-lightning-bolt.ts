import { wowCard } from "../types.js";

/** Lightning Bolt (HoA-113): Ability, 3. */
export default wowCard({
  id: "HoA-113",
  name: "Lightning Bolt",
  text: "Your hero deals 4 nature damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 4, type: "nature", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

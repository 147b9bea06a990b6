import { wowCard } from "../types.js";

/** Fire Blast (HoA-52): Instant Ability, 1. */
export default wowCard({
  id: "HoA-52",
  name: "Fire Blast",
  text: "Your hero deals 2 fire damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 2, type: "fire", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

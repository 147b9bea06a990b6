import { wowCard } from "../types.js";

/** Quick Strike (HoA-165): Instant Ability, 3. */
export default wowCard({
  id: "HoA-165",
  name: "Quick Strike",
  text: "Your hero deals 2 melee damage to target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 2, type: "melee", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

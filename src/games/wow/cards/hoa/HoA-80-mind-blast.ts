import { wowCard } from "../types.js";

/** Mind Blast (HoA-80): Ability (Shadow), 5: discards for each damage dealt (after armor and Shadowform). */
export default wowCard({
  id: "HoA-80",
  name: "Mind Blast",
  text: "Your hero deals 2 shadow damage to target hero or ally. Its controller discards a card for each damage dealt.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 2, type: "shadow", to: { target: 0 }, by: "your-hero", discardPerDamage: true },
      ],
    },
  ],
});

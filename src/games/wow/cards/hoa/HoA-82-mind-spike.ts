import { wowCard } from "../types.js";

/** Mind Spike (HoA-82): Ability (Shadow), 2: discards for each damage dealt (after armor and Shadowform). */
export default wowCard({
  id: "HoA-82",
  name: "Mind Spike",
  text: "Your hero deals 1 shadow damage to target hero or ally. Its controller discards a card for each damage dealt.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 1, type: "shadow", to: { target: 0 }, by: "your-hero", discardPerDamage: true },
      ],
    },
  ],
});

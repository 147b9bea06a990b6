import { wowCard } from "../types.js";

/** Healing Wave (HoA-112): Ability (Restoration), 3. */
export default wowCard({
  id: "HoA-112",
  name: "Healing Wave",
  text: "Your hero heals 8 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 8, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Healing Touch (HoA-22): Ability, 3. */
export default wowCard({
  id: "HoA-22",
  name: "Healing Touch",
  text: "Your hero heals 10 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 10, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

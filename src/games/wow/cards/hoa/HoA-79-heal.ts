import { wowCard } from "../types.js";

/** Heal (HoA-79): Ability (Holy), 2. */
export default wowCard({
  id: "HoA-79",
  name: "Heal",
  text: "Your hero heals 7 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 7, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Flash Heal (HoA-78): Ability, 1 (instant). */
export default wowCard({
  id: "HoA-78",
  name: "Flash Heal",
  text: "Your hero heals 4 damage from target hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 4, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

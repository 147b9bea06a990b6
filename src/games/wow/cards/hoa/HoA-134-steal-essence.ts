import { wowCard } from "../types.js";

/** Steal Essence (HoA-134): Instant Ability, 2, Warlock (Affliction). */
export default wowCard({
  id: "HoA-134",
  name: "Steal Essence",
  text: "Your hero deals 2 shadow damage to target hero or ally and heals 1 damage from itself for each damage dealt.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 2, type: "shadow", to: { target: 0 }, by: "your-hero", drain: true }],
    },
  ],
});

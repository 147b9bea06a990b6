import { wowCard } from "../types.js";

/** The Hammer of Grace (HoA-323): Equipment (1H Weapon, Melee (1), Mace), 3, 1 ATK. */
export default wowCard({
  id: "HoA-323",
  name: "The Hammer of Grace",
  text: "1, [Exhaust], Exhaust your hero -> Your hero heals 2 damage from target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true, exhaustHero: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 2, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

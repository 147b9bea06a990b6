import { wowCard } from "../types.js";

/** Rod of the Ogre Magi (HoA-332): Equipment (2H Weapon, Melee (1), Staff), 4, 1 melee, strike 4. */
export default wowCard({
  id: "HoA-332",
  name: "Rod of the Ogre Magi",
  text: "2, [Exhaust], Exhaust your hero -> Your hero deals 1 damage to target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, exhaustSelf: true, exhaustHero: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: null, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

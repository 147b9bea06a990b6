import { wowCard } from "../types.js";

/** Helm of Fire (HoA-292): Equipment (Armor, Head (1), Leather), 3. */
export default wowCard({
  id: "HoA-292",
  name: "Helm of Fire",
  text: "5, Exhaust your hero -> Your hero deals 3 fire damage to target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, exhaustHero: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 3, type: "fire", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Ta'zo (HoA-15): Hero, 25 health. */
export default wowCard({
  id: "HoA-15",
  name: "Ta'zo",
  text: "3, Flip Ta'zo -> Ta'zo deals 3 fire damage to target hero or ally. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      yourTurn: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 3, type: "fire", to: { target: 0 }, by: "self" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Melgwy Pingzot (HoA-206): Ally, 2, 1 fire / 3 health. */
export default wowCard({
  id: "HoA-206",
  name: "Melgwy Pingzot",
  text: "5, [Exhaust] -> Melgwy Pingzot deals 5 fire damage to target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 5, type: "fire", to: { target: 0 }, by: "self" }],
    },
  ],
});

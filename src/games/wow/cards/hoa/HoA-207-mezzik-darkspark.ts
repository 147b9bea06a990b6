import { wowCard } from "../types.js";

/** Mezzik Darkspark (HoA-207): Ally, 1, 1 shadow / 1 health. */
export default wowCard({
  id: "HoA-207",
  name: "Mezzik Darkspark",
  text: "[Exhaust], Destroy an ally in your party -> Mezzik Darkspark deals X shadow damage to target hero or ally, where X is the ATK of the destroyed ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true, destroyAlly: { atkIsX: true } },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: "x", type: "shadow", to: { target: 0 }, by: "self" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Hierophant Caydiem (HoA-242): Ally, 4, 2/4. */
export default wowCard({
  id: "HoA-242",
  name: "Hierophant Caydiem",
  text: "3 -> Hierophant Caydiem deals 1 nature damage to target hero or ally and heals 1 damage from another target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3 },
      targets: [{ select: "hero-or-ally" }, { select: "hero-or-ally", distinct: true }],
      effects: [
        { op: "damage", amount: 1, type: "nature", to: { target: 0 }, by: "self" },
        { op: "heal", amount: 1, to: { target: 1 }, by: "self" },
      ],
    },
  ],
});

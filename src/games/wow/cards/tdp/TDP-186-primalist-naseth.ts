import { wowCard } from "../types.js";

/** Primalist Naseth (TDP-186): Ally, 6, 3 / 3 health. */
export default wowCard({
  id: "TDP-186",
  name: "Primalist Naseth",
  text: "[Exhaust] -> Primalist Naseth deals 4 nature damage to target hero or ally and heals 4 damage from another target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }, { select: "hero-or-ally", distinct: true }],
      effects: [
        { op: "damage", amount: 4, type: "nature", to: { target: 0 }, by: "self" },
        { op: "heal", amount: 4, to: { target: 1 }, by: "self" },
      ],
    },
  ],
});

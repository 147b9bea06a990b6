import { wowCard } from "../types.js";

/** Morova of the Sands (TDP-17): Hero, Druid (Balance), 28 health. */
export default wowCard({
  id: "TDP-17",
  name: "Morova of the Sands",
  text: "10, Flip Morova -> Morova deals 7 nature damage to target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 10, flip: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 7, type: "nature", to: { target: 0 }, by: "self" }],
    },
  ],
});

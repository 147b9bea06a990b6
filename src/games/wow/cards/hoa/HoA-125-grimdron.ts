import { wowCard } from "../types.js";

/** Grimdron (HoA-125): Ally, 1, 0 fire / 1 health. */
export default wowCard({
  id: "HoA-125",
  name: "Grimdron",
  text: "Elusive <p> 1, [Exhaust] -> Grimdoom deals 1 fire damage to target hero or ally.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "fire", to: { target: 0 }, by: "self" }],
    },
  ],
});

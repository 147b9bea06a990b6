import { wowCard } from "../types.js";

/** Acolyte Demia (HoA-173): Ally, 6, 3 shadow / 6 health. */
export default wowCard({
  id: "HoA-173",
  name: "Acolyte Demia",
  text: "1, Put 1 damage on Acolyte Demia -> Demia deals 1 shadow damage to target hero or ally. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, damageSelf: 1 },
      yourTurn: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "shadow", to: { target: 0 }, by: "self" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Taz'dingo (HoA-260): Ally, 3, 2 ranged / 2 health. */
export default wowCard({
  id: "HoA-260",
  name: "Taz'dingo",
  text: "When Taz'Dingo enters play, he deals 1 ranged damage to target hero or ally.",
  powers: [
    {
      kind: "enters",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "ranged", to: { target: 0 }, by: "self" }],
    },
  ],
});

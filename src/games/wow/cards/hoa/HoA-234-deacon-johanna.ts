import { wowCard } from "../types.js";

/** Deacon Johanna (HoA-234): Ally, 2, 2 holy / 2 health. */
export default wowCard({
  id: "HoA-234",
  name: "Deacon Johanna",
  text: "2 -> Deacon Johanna heals 2 damage from target hero or ally. Use only once per turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2 },
      oncePerTurn: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 2, to: { target: 0 }, by: "self" }],
    },
  ],
});

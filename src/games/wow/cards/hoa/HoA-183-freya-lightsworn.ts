import { wowCard } from "../types.js";

/** Freya Lightsworn (HoA-183): Ally, 2, 2 holy / 2 health. */
export default wowCard({
  id: "HoA-183",
  name: "Freya Lightsworn",
  text: "[Exhaust] -> Freya Lightsworn heals 3 damage from target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 3, to: { target: 0 }, by: "self" }],
    },
  ],
});

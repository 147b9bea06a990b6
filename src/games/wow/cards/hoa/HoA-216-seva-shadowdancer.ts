import { wowCard } from "../types.js";

/** Seva Shadowdancer (HoA-216): Ally, 3, 2/1. */
export default wowCard({
  id: "HoA-216",
  name: "Seva Shadowdancer",
  text: "Elusive <p> X, [Exhaust] -> Seva Shadowdancer heals X damage from target hero or ally.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 0, x: true, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: "x", to: { target: 0 }, by: "self" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Ryn Dreamstrider (HoA-214): Ally, 4, 2 nature / 2 health. */
export default wowCard({
  id: "HoA-214",
  name: "Ryn Dreamstrider",
  text: "Elusive <p> [Exhaust] -> Target hero or ally has +2 ATK while attacking this turn.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "atk-this-turn", what: { target: 0 }, amount: 2, while: "attacking" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Tim (TDP-192): Alliance Ally (Human Mage), 3, 1 arcane / 1 health. */
export default wowCard({
  id: "TDP-192",
  name: "Tim",
  text: "Elusive <p> [Exhaust] -> Tim deals 1 arcane damage to target hero or ally.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "arcane", to: { target: 0 }, by: "self" }],
    },
  ],
});

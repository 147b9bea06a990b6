import { wowCard } from "../types.js";

/** Chastise (HoA-76): Ability (Holy), 2: an unpreventable packet (001 407). */
export default wowCard({
  id: "HoA-76",
  name: "Chastise",
  text: "Your hero deals 2 holy damage to target hero or ally. That damage can't be prevented.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 2, type: "holy", to: { target: 0 }, by: "your-hero", unpreventable: true }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Smite (HoA-89): Ability (Holy), 5: an unpreventable packet (001 407). */
export default wowCard({
  id: "HoA-89",
  name: "Smite",
  text: "Your hero deals 4 holy damage to target hero or ally. That damage can't be prevented.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 4, type: "holy", to: { target: 0 }, by: "your-hero", unpreventable: true }],
    },
  ],
});

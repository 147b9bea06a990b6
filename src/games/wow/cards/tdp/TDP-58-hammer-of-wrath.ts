import { wowCard } from "../types.js";

/** Hammer of Wrath (TDP-58): Instant Ability (Holy), 1, Paladin. */
export default wowCard({
  id: "TDP-58",
  name: "Hammer of Wrath",
  text: "Your hero deals 3 holy damage to target hero or ally with damage on it. That damage can't be prevented.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "damaged-hero-or-ally" }],
      effects: [{ op: "damage", amount: 3, type: "holy", to: { target: 0 }, by: "your-hero", unpreventable: true }],
    },
  ],
});

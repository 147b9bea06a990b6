import { wowCard } from "../types.js";

/** Arcane Shot (HoA-33): Instant Ability, 2. */
export default wowCard({
  id: "HoA-33",
  name: "Arcane Shot",
  text: "Your hero deals 1 arcane damage to target hero or ally. <p> Draw a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 1, type: "arcane", to: { target: 0 }, by: "your-hero" },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});

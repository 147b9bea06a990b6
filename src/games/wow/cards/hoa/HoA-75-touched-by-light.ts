import { wowCard } from "../types.js";

/** Touched by Light (HoA-75): Ability (Holy), 1. */
export default wowCard({
  id: "HoA-75",
  name: "Touched by Light",
  text: "Your hero heals 1 damage from target hero or ally. <p> Draw a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "heal", amount: 1, to: { target: 0 }, by: "your-hero" },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});

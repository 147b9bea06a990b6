import { wowCard } from "../types.js";

/** Holy Light (HoA-69): Ability (Holy), 3. */
export default wowCard({
  id: "HoA-69",
  name: "Holy Light",
  text: "Your hero heals 5 damage from target hero or ally. <p> Draw a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "heal", amount: 5, to: { target: 0 }, by: "your-hero" },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});

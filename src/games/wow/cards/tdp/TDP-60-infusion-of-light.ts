import { wowCard } from "../types.js";

/** Infusion of Light (TDP-60): Ability (Holy), 2, Paladin. */
export default wowCard({
  id: "TDP-60",
  name: "Infusion of Light",
  text: "Your hero heals 3 damage from target hero or ally. <p> Draw a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "heal", amount: 3, to: { target: 0 }, by: "your-hero" },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});

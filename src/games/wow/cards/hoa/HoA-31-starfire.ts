import { wowCard } from "../types.js";

/** Starfire (HoA-31): Ability, 6. */
export default wowCard({
  id: "HoA-31",
  name: "Starfire",
  text: "Your hero deals 5 arcane damage to target hero or ally. <p> Draw a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 5, type: "arcane", to: { target: 0 }, by: "your-hero" },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});

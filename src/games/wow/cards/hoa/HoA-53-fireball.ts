import { wowCard } from "../types.js";

/** Fireball (HoA-53): Ability (Fire), 4: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "HoA-53",
  name: "Fireball",
  text: "Attach to target hero or ally, and your hero deals 4 fire damage to it. <p> Ongoing: At the start of your turn, your hero deals 1 fire damage to attached character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "damage", amount: 4, type: "fire", to: { target: 0 }, by: "your-hero" },
      ],
    },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "fire", to: "attached", by: "your-hero" }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Pyroblast (HoA-59): Ability (Fire, Talent), 8: an attachment (CR 7.4 400.2). "Fire Hero Required" is a deck
 * restriction (100.2b, decks.ts).
 */
export default wowCard({
  id: "HoA-59",
  name: "Pyroblast",
  text: "Fire Hero Required <p> Attach to target hero or ally, and your hero deals 6 fire damage to it. <p> Ongoing: At the start of your turn, your hero deals 2 fire damage to attached character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "damage", amount: 6, type: "fire", to: { target: 0 }, by: "your-hero" },
      ],
    },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "damage", amount: 2, type: "fire", to: "attached", by: "your-hero" }],
    },
  ],
});

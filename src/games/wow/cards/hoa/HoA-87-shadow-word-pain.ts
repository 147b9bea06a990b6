import { wowCard } from "../types.js";

/** Shadow Word: Pain (HoA-87): Instant Ability (Shadow), 3: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "HoA-87",
  name: "Shadow Word: Pain",
  text: "Attach to target hero or ally, and its controller discards a card. <p> Ongoing: At the start of your turn, your hero deals 1 shadow damage to attached character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "discard", amount: 1, who: { controllerOfTarget: 0 } },
      ],
    },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "shadow", to: "attached", by: "your-hero" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Flame Shock (TDP-94): Instant Ability (Elemental), 3, Shaman: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "TDP-94",
  name: "Flame Shock",
  text: "Attach to target hero or ally, and your hero deals 2 fire damage to it. <p> Ongoing: At the start of your turn, your hero deals 1 fire damage to attached character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "damage", amount: 2, type: "fire", to: { target: 0 }, by: "your-hero" },
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

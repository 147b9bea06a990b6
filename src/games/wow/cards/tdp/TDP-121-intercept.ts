import { wowCard } from "../types.js";

/** Intercept (TDP-121): Instant Ability (Fury), 1, Warrior. */
export default wowCard({
  id: "TDP-121",
  name: "Intercept",
  text: "Exhaust target hero or ally, and your hero deals 1 melee damage to it.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "exhaust", what: { target: 0 } },
        { op: "damage", amount: 1, type: "melee", to: { target: 0 }, by: "your-hero" },
      ],
    },
  ],
});

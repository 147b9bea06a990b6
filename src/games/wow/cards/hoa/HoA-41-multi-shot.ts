import { wowCard } from "../types.js";

/**
 * Multi-Shot (HoA-41): Instant Ability (Marksmanship), 5, Hunter. "Up to three target heroes and/or allies" (CR 7.4
 * 707.1d): up to three different targets, 2 ranged damage each (one packet per character, 001 404.4). The sources agree.
 */
export default wowCard({
  id: "HoA-41",
  name: "Multi-Shot",
  text: "Your hero deals 2 ranged damage to each of up to three target heroes and/or allies.",
  powers: [
    {
      kind: "play",
      targets: [
        { select: "hero-or-ally", upTo: true },
        { select: "hero-or-ally", upTo: true, distinct: true },
        { select: "hero-or-ally", upTo: true, distinct: true },
      ],
      effects: [
        { op: "damage", amount: 2, type: "ranged", to: { target: 0 }, by: "your-hero" },
        { op: "damage", amount: 2, type: "ranged", to: { target: 1 }, by: "your-hero" },
        { op: "damage", amount: 2, type: "ranged", to: { target: 2 }, by: "your-hero" },
      ],
    },
  ],
});

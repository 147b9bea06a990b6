import { wowCard } from "../types.js";

/**
 * Waylay (HoA-105): Instant Ability (Combo, Assassination), 2, Rogue. seriallos and mikechambers say "stealthed",
 * read as the Stealth keyword (602.2a) as for Stealth (HoA-103); "it deals damage … equal to that ally's health": your
 * hero deals it (untyped, 001 407.3a), the ally's current health as it resolves.
 */
export default wowCard({
  id: "HoA-105",
  name: "Waylay",
  text: "Exhaust target ally. If your hero is stealthed, it deals damage to that ally equal to that ally's health.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [
        { op: "exhaust", what: { target: 0 } },
        {
          op: "if-your-hero-has",
          keyword: "Stealth",
          then: [{ op: "damage", amount: "health-of-target", type: null, to: { target: 0 }, by: "your-hero" }],
        },
      ],
    },
  ],
});

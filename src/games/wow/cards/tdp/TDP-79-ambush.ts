import { wowCard } from "../types.js";

/**
 * Ambush (TDP-79): Instant Ability (Combo), 3, Rogue. "Play only if your hero has Stealth" (408.1, checked as it is
 * played); "one of your Daggers" is picked as it resolves (CR 7.4 401.2, 709.2b; none: 0, 104.2). seriallos kept.
 */
export default wowCard({
  id: "TDP-79",
  name: "Ambush",
  text: "Play only if your hero has Stealth. <p> Your hero deals X melee damage to target exhausted hero or ally, where X is 5 plus the ATK of one of your Daggers.",
  powers: [
    {
      kind: "play",
      heroHas: "Stealth",
      targets: [{ select: "exhausted-hero-or-ally" }],
      effects: [
        { op: "choose", select: "your-dagger" },
        {
          op: "damage",
          amount: { plus: 5, atkOf: "chosen-weapon" },
          type: "melee",
          to: { target: 0 },
          by: "your-hero",
        },
      ],
    },
  ],
});

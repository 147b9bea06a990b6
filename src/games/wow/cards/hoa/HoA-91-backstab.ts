import { wowCard } from "../types.js";

/**
 * Backstab (HoA-91): Instant Ability (Combo, Combat), 3, Rogue. "One of your Daggers" is picked as it resolves
 * (CR 7.4 401.2, 709.2b; none: 0, 104.2; rules/weapon-strikes.ts). seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "HoA-91",
  name: "Backstab",
  text: "Your hero deals X melee damage to target exhausted hero or ally, where X is 3 plus the ATK of one of your Daggers.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "exhausted-hero-or-ally" }],
      effects: [
        { op: "choose", select: "your-dagger" },
        {
          op: "damage",
          amount: { plus: 3, atkOf: "chosen-weapon" },
          type: "melee",
          to: { target: 0 },
          by: "your-hero",
        },
      ],
    },
  ],
});

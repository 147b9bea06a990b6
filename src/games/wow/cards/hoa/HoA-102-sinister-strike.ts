import { wowCard } from "../types.js";

/**
 * Sinister Strike (HoA-102): Instant Ability (Combo, Combat), 2, Rogue. "One of your Melee weapons" is picked as it
 * resolves (CR 7.4 401.2, 709.2b; none: 0, 104.2; rules/weapon-strikes.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-102",
  name: "Sinister Strike",
  text: "Your hero deals X melee damage to target hero or ally, where X is 1 plus the ATK of one of your Melee weapons.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "choose", select: "your-melee-weapon" },
        {
          op: "damage",
          amount: { plus: 1, atkOf: "chosen-weapon" },
          type: "melee",
          to: { target: 0 },
          by: "your-hero",
        },
      ],
    },
  ],
});

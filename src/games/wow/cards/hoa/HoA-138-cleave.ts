import { wowCard } from "../types.js";

/**
 * Cleave (HoA-138): Ability (Arms), 4, Warrior. "Up to two target allies" (CR 7.4 707.1d), one packet each (001
 * 404.4); "one of your Melee weapons" is picked as it resolves (CR 7.4 401.2, 709.2b; none: 0, 104.2).
 * seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-138",
  name: "Cleave",
  text: "Your hero deals X melee damage to each of up to two target allies, where X is 1 plus the ATK of one of your Melee weapons.",
  powers: [
    {
      kind: "play",
      targets: [
        { select: "ally", upTo: true },
        { select: "ally", upTo: true, distinct: true },
      ],
      effects: [
        { op: "choose", select: "your-melee-weapon" },
        {
          op: "damage",
          amount: { plus: 1, atkOf: "chosen-weapon" },
          type: "melee",
          to: { target: 0 },
          by: "your-hero",
        },
        {
          op: "damage",
          amount: { plus: 1, atkOf: "chosen-weapon" },
          type: "melee",
          to: { target: 1 },
          by: "your-hero",
        },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Thunderfury, Blessed Blade of the Windseeker (TDP-283): Equipment, 1H Weapon Melee (1) Sword, 9, 6 melee, strike cost
 * 5. The strike's trigger (001 303.2) chooses as it resolves, not targets (CR 7.4 709.2b): its controller picks the
 * character dealt 5, then 4, 3, 2 and 1, each a different hero or ally in play, either party's, his own included; he may
 * stop at any point ("up to five"; rules/ordered-damage.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-283",
  name: "Thunderfury, Blessed Blade of the Windseeker",
  text: "When you strike with Thunderfury, choose up to five heroes and/or allies. Your hero deals 5, 4, 3, 2, and 1 nature damage to them, respectively.",
  powers: [
    {
      kind: "trigger",
      on: "strike-with-this",
      targets: [],
      effects: [{ op: "damage-chosen-in-order", amounts: [5, 4, 3, 2, 1], type: "nature" }],
    },
  ],
});

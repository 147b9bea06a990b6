import { wowCard } from "../types.js";

/**
 * Seal of Wisdom (HoA-74): Ability (Seal (1), Holy), 3, Paladin: an ongoing ability (one Seal in play, CR 7.4 414.3b).
 * Its trigger reads the weapons struck with this combat (001 407.3d; rules/combat-damage-triggers.ts). seriallos and
 * mikechambers agree.
 */
export default wowCard({
  id: "HoA-74",
  name: "Seal of Wisdom",
  text: "Ongoing: When your hero deals combat damage with a weapon, draw a card. <p> 1, Destroy Seal of Wisdom -> Draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-weapon",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});

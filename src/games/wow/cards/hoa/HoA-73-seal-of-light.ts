import { wowCard } from "../types.js";

/**
 * Seal of Light (HoA-73): Ability (Seal (1), Holy), 3, Paladin: an ongoing ability (one Seal in play, CR 7.4 414.3b).
 * Its trigger reads the weapons struck with this combat (001 407.3d; rules/combat-damage-triggers.ts). seriallos and
 * mikechambers agree.
 */
export default wowCard({
  id: "HoA-73",
  name: "Seal of Light",
  text: "Ongoing: When your hero deals combat damage with a weapon, it heals 2 damage from itself. <p> 1, Destroy Seal of Light -> Your hero heals 4 damage from itself.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-weapon",
      targets: [],
      effects: [{ op: "heal", amount: 2, to: "your-hero", by: "your-hero" }],
    },
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [],
      effects: [{ op: "heal", amount: 4, to: "your-hero", by: "your-hero" }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Arcane Power (TDP-44): Ability (Arcane, Talent), 1, Mage (Arcane Hero Required, 100.2b): an ongoing ability. The
 * trigger resolves above the played ability; paying marks that ability card so each packet your hero deals with it
 * this turn is +1 (CR 7.4 716, 717.1; rules/next-damage.ts). The sources agree.
 */
export default wowCard({
  id: "TDP-44",
  name: "Arcane Power",
  text: "Arcane Hero Required <p> Ongoing: When you play an ability, you may pay 1. If you do and your hero would deal damage with that ability this turn, it deals that much damage +1 instead.",
  powers: [
    {
      kind: "trigger",
      on: "you-play-ability",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "ability-damage-plus-this-turn", amount: 1 } }],
    },
  ],
});

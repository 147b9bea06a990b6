import { wowCard } from "../types.js";

/**
 * Illumination (TDP-59): Ability, 4, Paladin (Holy Talent; Holy Hero Required, 100.2b). An ongoing ability triggering
 * as your hero's healing packet of an ability card removes damage from a character you control (001 406;
 * rules/heal-triggers.ts), X being that ability's cost, X included (CR 7.4 201.3); "up to" lets its controller ready
 * none (the pick, 411.1), which is the "you may". seriallos kept.
 */
export default wowCard({
  id: "TDP-59",
  name: "Illumination",
  text: "Holy Hero Required <p> Ongoing: When your hero heals damage with an ability from a friendly hero or ally, you may ready up to X of your resources, where X is that ability's cost.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-heals-with-ability",
      targets: [],
      effects: [{ op: "ready-up-to-resources", amount: "event-amount" }],
    },
  ],
});

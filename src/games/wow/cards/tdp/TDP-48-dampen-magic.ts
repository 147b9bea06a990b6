import { wowCard } from "../types.js";

/**
 * Dampen Magic (TDP-48): Instant Ability (Arcane), 2, Mage: an attachment (CR 7.4 400.2) on a friendly hero or ally
 * that prevents 1 of each packet of ability damage to it (CR 7.4 717.1; rules/static-prevention.ts; once per packet,
 * applied before armor is asked). The sources agree.
 */
export default wowCard({
  id: "TDP-48",
  name: "Dampen Magic",
  text: "Attach to target friendly hero or ally. <p> Ongoing: If attached character would be dealt damage with an ability, prevent 1 of that damage.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally-in-your-party" }],
      effects: [{ op: "attach", to: { target: 0 } }],
    },
    { kind: "attached-prevent-ability-damage", amount: 1 },
  ],
});

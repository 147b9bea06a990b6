import { wowCard } from "../types.js";

/**
 * Anger Management (TDP-115): Ability (Arms, Talent), 3, Warrior (Arms Hero Required, 100.2b): an ongoing ability; the
 * card is put, not placed, into the resource row (CR 7.4 412; rules/resource-row.ts). The trigger reads the weapons
 * struck with this combat (001 407.3d; rules/combat-damage-triggers.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-115",
  name: "Anger Management",
  text: "Arms Hero Required <p> Ongoing: When your hero deals combat damage with a weapon to a hero, put the top card of your deck into your resource row face down and exhausted.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-weapon-to-hero",
      targets: [],
      effects: [{ op: "top-card-to-resources" }],
    },
  ],
});

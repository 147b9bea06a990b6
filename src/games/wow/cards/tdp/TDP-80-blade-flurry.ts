import { wowCard } from "../types.js";

/**
 * Blade Flurry (TDP-80): Ability (Combat, Talent), 4, Rogue (Combat Hero Required, 100.2b): an ongoing ability. One
 * combat packet dealt with two weapons triggers it once (001 407.3d, WOW-EX-20); "another target" is any hero or ally
 * but the ally dealt the packet, chosen as the trigger is added (CR 7.4 708.3), and "that much" is the damage that
 * packet dealt. seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-80",
  name: "Blade Flurry",
  text: "Combat Hero Required <p> Ongoing: When your hero deals combat damage with a weapon to an ally, you may have your hero deal that much melee damage to another target hero or ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-weapon-to-ally",
      optional: true,
      targets: [{ select: "hero-or-ally", notSubject: true }],
      effects: [{ op: "damage", amount: "event-amount", type: "melee", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});

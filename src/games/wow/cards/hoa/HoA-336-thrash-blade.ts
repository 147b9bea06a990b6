import { wowCard } from "../types.js";

/**
 * Thrash Blade (HoA-336): Equipment (1H Weapon, Melee (1), Sword), 4, 2 melee ATK, strike cost 2. seriallos kept (it
 * names the card where CR 7.4 408.3d's example reads "this weapon"). A combat packet is dealt with the weapons its
 * wielder struck with, whatever its size (408.3d, WOW-EX-19).
 */
export default wowCard({
  id: "HoA-336",
  name: "Thrash Blade",
  text: "When your hero deals combat damage with Thrash Blade for the first time on each of your turns, ready Thrash Blade and your hero.",
  powers: [
    {
      kind: "trigger",
      on: "hero-deals-combat-damage-with-this-first-time-your-turn",
      targets: [],
      effects: [
        { op: "ready", what: "self" },
        { op: "ready", what: "your-hero" },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/** Fang of the Crystal Spider (HoA-320): Equipment (1H Weapon, Melee (1), Dagger), 2, 1 melee ATK, strike cost 2. */
export default wowCard({
  id: "HoA-320",
  name: "Fang of the Crystal Spider",
  text: "When your hero deals combat damage to a hero, that hero's controller can't play cards or strike with weapons this turn.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-to-hero",
      targets: [],
      effects: [{ op: "cant-play-or-strike-this-turn", who: "subject-controller" }],
    },
  ],
});

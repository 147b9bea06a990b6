import { wowCard } from "../types.js";

/** Brain Hacker (HoA-316): Equipment (2H Weapon, Melee (1), Axe), 4, 3 melee ATK, strike cost 2. */
export default wowCard({
  id: "HoA-316",
  name: "Brain Hacker",
  text: "When your hero deals combat damage with Brain Hacker to a hero, that hero's controller discards a card.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-this-to-hero",
      targets: [],
      effects: [{ op: "discard", amount: 1, who: "subject-controller" }],
    },
  ],
});

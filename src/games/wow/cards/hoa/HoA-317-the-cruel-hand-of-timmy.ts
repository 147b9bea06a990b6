import { wowCard } from "../types.js";

/** The Cruel Hand of Timmy (HoA-317): Equipment (1H Weapon, Melee (1), Mace), 5, 2 melee ATK, strike cost 3. */
export default wowCard({
  id: "HoA-317",
  name: "The Cruel Hand of Timmy",
  text: "When your hero deals combat damage with The Cruel Hand of Timmy to a hero, that hero's controller destroys one of his resources.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-this-to-hero",
      targets: [],
      effects: [{ op: "destroy-own-resource", who: "subject-controller" }],
    },
  ],
});

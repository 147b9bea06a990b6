import { wowCard } from "../types.js";

/** Wraith Scythe (HoA-339): Equipment (1H Weapon, Melee (1), Axe), 4, 2 melee ATK, strike cost 2. */
export default wowCard({
  id: "HoA-339",
  name: "Wraith Scythe",
  text: "When your hero deals combat damage, it heals that amount of damage from itself.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage",
      targets: [],
      effects: [{ op: "heal", amount: "event-amount", to: "your-hero", by: "your-hero" }],
    },
  ],
});

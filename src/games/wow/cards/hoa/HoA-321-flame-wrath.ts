import { wowCard } from "../types.js";

/** Flame Wrath (HoA-321): Equipment (2H Weapon, Melee (1), Polearm), 4, 2 melee ATK, strike cost 3. */
export default wowCard({
  id: "HoA-321",
  name: "Flame Wrath",
  text: "When your hero deals combat damage with Flame Wrath, your hero deals 1 fire damage to each opposing hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-this",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "fire", to: "each-opposing-character", by: "your-hero" }],
    },
  ],
});

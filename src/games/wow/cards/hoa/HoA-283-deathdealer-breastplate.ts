import { wowCard } from "../types.js";

/** Deathdealer Breastplate (HoA-283): Equipment (Armor, Chest (1), Mail), 5, 1 DEF. */
export default wowCard({
  id: "HoA-283",
  name: "Deathdealer Breastplate",
  text: "Your weapons have +2 ATK.",
  powers: [{ kind: "weapon-atk", applies: "your-weapons", amount: 2 }],
});

import { wowCard } from "../types.js";

/** Barman Shanker (HoA-315): Equipment (1H Weapon, Melee (1), Dagger), 2, Rogue, 2 melee ATK, strike cost 2. */
export default wowCard({
  id: "HoA-315",
  name: "Barman Shanker",
  text: "Barman Shanker has +2 ATK while your hero is attacking an exhausted hero or ally.",
  powers: [{ kind: "weapon-atk", applies: "self", amount: 2, while: "hero-attacking-exhausted" }],
});

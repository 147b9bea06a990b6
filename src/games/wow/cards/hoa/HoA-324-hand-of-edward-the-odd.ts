import { wowCard } from "../types.js";

/** Hand of Edward the Odd (HoA-324): Equipment (1H Weapon, Melee (1), Mace), 6, 1 melee ATK, strike cost 3. */
export default wowCard({
  id: "HoA-324",
  name: "Hand of Edward the Odd",
  text: "Ability, ally, and equipment cards in your hand are instant.",
  powers: [{ kind: "hand-cards-instant" }],
});

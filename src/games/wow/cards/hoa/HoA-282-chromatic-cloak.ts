import { wowCard } from "../types.js";

/** Chromatic Cloak (HoA-282): Equipment (Armor, Back (1), Cloth), 4, 0 DEF: a replacement modifier (CR 7.4 717.1). */
export default wowCard({
  id: "HoA-282",
  name: "Chromatic Cloak",
  text: "If your hero would deal damage with an ability, it deals that amount of damage plus 1 instead.",
  powers: [{ kind: "damage-replacement", withAbility: true, change: { plus: 1 } }],
});

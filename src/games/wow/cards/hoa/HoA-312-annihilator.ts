import { wowCard } from "../types.js";

/** Annihilator (HoA-312): Equipment (1H Weapon, Melee (1), Axe), 3 ATK melee, strike cost 2. */
export default wowCard({
  id: "HoA-312",
  name: "Annihilator",
  text: "Combat damage dealt by your hero with Annihilator can't be prevented.",
  powers: [{ kind: "unpreventable-combat-damage" }],
});

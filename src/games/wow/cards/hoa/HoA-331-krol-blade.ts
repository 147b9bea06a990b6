import { wowCard } from "../types.js";

/** Krol Blade (HoA-331): Equipment (1H Weapon, Melee (1), Sword), 3. */
export default wowCard({
  id: "HoA-331",
  name: "Krol Blade",
  text: "",
  powers: [],
});

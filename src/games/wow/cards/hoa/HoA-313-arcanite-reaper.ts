import { wowCard } from "../types.js";

/** Arcanite Reaper (HoA-313): Equipment (2H Weapon, Melee (1), Axe), 7, 5 ATK, no rules text. */
export default wowCard({
  id: "HoA-313",
  name: "Arcanite Reaper",
  text: "",
  powers: [],
});

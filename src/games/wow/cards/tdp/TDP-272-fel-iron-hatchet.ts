import { wowCard } from "../types.js";

/** Fel Iron Hatchet (TDP-272): Equipment (1H Weapon, Melee (1), Axe), 4. */
export default wowCard({
  id: "TDP-272",
  name: "Fel Iron Hatchet",
  text: "",
  powers: [],
});

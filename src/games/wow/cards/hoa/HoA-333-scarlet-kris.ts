import { wowCard } from "../types.js";

/** Scarlet Kris (HoA-333): Equipment (1H Weapon, Melee (1), Dagger), 2. */
export default wowCard({
  id: "HoA-333",
  name: "Scarlet Kris",
  text: "",
  powers: [],
});

import { wowCard } from "../types.js";

/** Golem Skull Helm (HoA-290): Equipment (Armor, Head (1), Plate), 3. */
export default wowCard({
  id: "HoA-290",
  name: "Golem Skull Helm",
  text: "",
  powers: [],
});

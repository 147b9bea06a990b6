import { wowCard } from "../types.js";

/** Elven Chain Boots (TDP-253): Equipment (Armor, Feet (1), Mail), 3. */
export default wowCard({
  id: "TDP-253",
  name: "Elven Chain Boots",
  text: "",
  powers: [],
});

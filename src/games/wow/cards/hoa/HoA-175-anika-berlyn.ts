import { wowCard } from "../types.js";

/** Anika Berlyn (HoA-175): Ally, 6, 5 melee / 6 health. */
export default wowCard({
  id: "HoA-175",
  name: "Anika Berlyn",
  text: "",
  powers: [],
});

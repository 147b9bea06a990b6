import { wowCard } from "../types.js";

/** Kor Cindervein (HoA-192): Ally, 3, 3 melee / 3 health. */
export default wowCard({
  id: "HoA-192",
  name: "Kor Cindervein",
  text: "",
  powers: [],
});

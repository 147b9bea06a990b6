import { wowCard } from "../types.js";

/** Bloodclaw (HoA-36): Ally, 1, 3 melee / 1 health. */
export default wowCard({
  id: "HoA-36",
  name: "Bloodclaw",
  text: "",
  powers: [],
});

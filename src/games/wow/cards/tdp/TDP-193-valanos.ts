import { wowCard } from "../types.js";

/** Valanos (TDP-193): Ally, 4, 2 melee / 5 health. */
export default wowCard({
  id: "TDP-193",
  name: "Valanos",
  text: "",
  powers: [],
});

import { wowCard } from "../types.js";

/** Araelun (TDP-198): Ally, 2, 1 melee / 3 health. */
export default wowCard({
  id: "TDP-198",
  name: "Araelun",
  text: "",
  powers: [],
});

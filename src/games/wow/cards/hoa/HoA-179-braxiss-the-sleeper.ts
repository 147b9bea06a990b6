import { wowCard } from "../types.js";

/** Braxiss the Sleeper (HoA-179): Ally, 6, 6 melee / 4 health. */
export default wowCard({
  id: "HoA-179",
  name: "Braxiss the Sleeper",
  text: "Elusive",
  powers: [{ kind: "keyword", keyword: "Elusive" }],
});

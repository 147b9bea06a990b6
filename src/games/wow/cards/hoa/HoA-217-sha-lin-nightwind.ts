import { wowCard } from "../types.js";

/** Sha'lin Nightwind (HoA-217): Ally, 3, 4 melee / 1 health. */
export default wowCard({
  id: "HoA-217",
  name: "Sha'lin Nightwind",
  text: "Elusive (Can't be attacked.)",
  powers: [{ kind: "keyword", keyword: "Elusive" }],
});

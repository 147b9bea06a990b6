import { wowCard } from "../types.js";

/** Latro Abiectus (HoA-197): Ally, 2, 3 melee / 2 health. */
export default wowCard({
  id: "HoA-197",
  name: "Latro Abiectus",
  text: "Elusive (Can't be Attacked)",
  powers: [{ kind: "keyword", keyword: "Elusive" }],
});

import { wowCard } from "../types.js";

/** Grint Sundershot (HoA-186): Alliance Ally, Dwarf, 3, 3/2. */
export default wowCard({
  id: "HoA-186",
  name: "Grint Sundershot",
  text: "Opponents can't strike with weapons on your turn.",
  powers: [{ kind: "opponents-cant-strike-on-your-turn" }],
});

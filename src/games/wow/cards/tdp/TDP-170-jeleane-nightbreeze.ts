import { wowCard } from "../types.js";

/** Jeleane Nightbreeze (TDP-170): Ally, 2, 3 ranged / 2 health. */
export default wowCard({
  id: "TDP-170",
  name: "Jeleane Nightbreeze",
  text: "Untargetable",
  powers: [{ kind: "keyword", keyword: "Untargetable" }],
});

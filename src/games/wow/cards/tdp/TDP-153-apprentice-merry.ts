import { wowCard } from "../types.js";

/** Apprentice Merry (TDP-153): Ally, 1, 2 frost / 1 health. */
export default wowCard({
  id: "TDP-153",
  name: "Apprentice Merry",
  text: "Untargetable",
  powers: [{ kind: "keyword", keyword: "Untargetable" }],
});

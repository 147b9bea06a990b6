import { wowCard } from "../types.js";

/** Raul Fingers Maldren (TDP-187): Ally, 6, 6 melee / 4 health. */
export default wowCard({
  id: "TDP-187",
  name: "Raul Fingers Maldren",
  text: "Untargetable",
  powers: [{ kind: "keyword", keyword: "Untargetable" }],
});

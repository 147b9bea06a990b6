import { wowCard } from "../types.js";

/** Warden Ravella (TDP-196): Ally, 3, 2 melee / 3 health. */
export default wowCard({
  id: "TDP-196",
  name: "Warden Ravella",
  text: "Protector, Untargetable",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "keyword", keyword: "Untargetable" },
  ],
});

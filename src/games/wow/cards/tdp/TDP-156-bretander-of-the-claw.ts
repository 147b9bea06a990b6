import { wowCard } from "../types.js";

/** Bretander of the Claw (TDP-156): Ally, 6, 5 melee / 5 health. */
export default wowCard({
  id: "TDP-156",
  name: "Bretander of the Claw",
  text: "Protector, Stealth",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "keyword", keyword: "Stealth" },
  ],
});

import { wowCard } from "../types.js";

/** Guardian Steelhorn (HoA-240): Ally, 2, 3 melee / 3 health. */
export default wowCard({
  id: "HoA-240",
  name: "Guardian Steelhorn",
  text: "Protector <p> Guardian Steelhorn can't attack.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "keyword", keyword: "CantAttack" },
  ],
});

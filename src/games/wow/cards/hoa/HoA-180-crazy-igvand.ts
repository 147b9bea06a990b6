import { wowCard } from "../types.js";

/** Crazy Igvand (HoA-180): Ally, 2, 0 melee / 6 health. */
export default wowCard({
  id: "HoA-180",
  name: "Crazy Igvand",
  text: "Protector",
  powers: [{ kind: "keyword", keyword: "Protector" }],
});

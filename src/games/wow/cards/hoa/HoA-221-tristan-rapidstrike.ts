import { wowCard } from "../types.js";

/** Tristan Rapidstrike (HoA-221): Ally, 4, 3 melee / 3 health. */
export default wowCard({
  id: "HoA-221",
  name: "Tristan Rapidstrike",
  text: "Protector",
  powers: [{ kind: "keyword", keyword: "Protector" }],
});

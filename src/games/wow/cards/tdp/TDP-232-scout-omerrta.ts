import { wowCard } from "../types.js";

/** Scout Omerrta (TDP-232): Ally, 1, 2 melee / 1 health. */
export default wowCard({
  id: "TDP-232",
  name: "Scout Omerrta",
  text: "Protector",
  powers: [{ kind: "keyword", keyword: "Protector" }],
});

import { wowCard } from "../types.js";

/** Lust for Battle (HoA-154): Horde Ability, 4 (ongoing). */
export default wowCard({
  id: "HoA-154",
  name: "Lust for Battle",
  text: "Ongoing: All allies have Ferocity.",
  powers: [{ kind: "grant-keyword", applies: "all-allies", keyword: "Ferocity" }],
});

import { wowCard } from "../types.js";

/** From the Shadows (HoA-151): Alliance Ability, 5 (ongoing). */
export default wowCard({
  id: "HoA-151",
  name: "From the Shadows",
  text: "Ongoing: All allies have Elusive.",
  powers: [{ kind: "grant-keyword", applies: "all-allies", keyword: "Elusive" }],
});

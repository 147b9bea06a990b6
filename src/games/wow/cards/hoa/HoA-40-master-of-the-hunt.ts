import { wowCard } from "../types.js";

/** Master of the Hunt (HoA-40): Ability (Beast Mastery), 3, Hunter (ongoing). */
export default wowCard({
  id: "HoA-40",
  name: "Master of the Hunt",
  text: "Ongoing: Your Pets have +2 ATK and +2 health.",
  powers: [{ kind: "continuous", applies: "your-pets", atk: 2, health: 2, while: "always" }],
});

import { wowCard } from "../types.js";

/** Aspect of the Hawk (HoA-34): Ability (Aspect (1), Beast Mastery), 3, Hunter: an ongoing ability (001 306.2c). */
export default wowCard({
  id: "HoA-34",
  name: "Aspect of the Hawk",
  text: "Ongoing: If your hero would deal ranged damage, it deals that amount of damage plus 1 instead.",
  powers: [{ kind: "damage-replacement", type: "ranged", change: { plus: 1 } }],
});

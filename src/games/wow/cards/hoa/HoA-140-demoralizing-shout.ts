import { wowCard } from "../types.js";

/** Demoralizing Shout (HoA-140): Instant Ability (Shout, Fury), 3, Warrior (ongoing). */
export default wowCard({
  id: "HoA-140",
  name: "Demoralizing Shout",
  text: "Ongoing: Opposing allies have -1 ATK",
  powers: [{ kind: "continuous", applies: "opposing-allies", atk: -1, while: "always" }],
});

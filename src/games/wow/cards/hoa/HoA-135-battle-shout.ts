import { wowCard } from "../types.js";

/** Battle Shout (HoA-135): Instant Ability (Fury, Shout), 3, Warrior (ongoing). */
export default wowCard({
  id: "HoA-135",
  name: "Battle Shout",
  text: "Ongoing: Allies in your party have +1 ATK.",
  powers: [{ kind: "continuous", applies: "allies-in-your-party", atk: 1, while: "always" }],
});

import { wowCard } from "../types.js";

/**
 * Lightning Reflexes (TDP-36): Instant Ability (Survival, Talent), 1, Hunter (Survival Hero Required, 100.2b): an
 * ongoing ability whose -1 ATK applies to an opposing character only while it and your hero are in combat with each
 * other (602.3; CR 7.4 glossary "In Combat"). The sources agree.
 */
export default wowCard({
  id: "TDP-36",
  name: "Lightning Reflexes",
  text: "Survival Hero Required <p> Ongoing: Opposing heroes and allies have -1 ATK while in combat with your hero.",
  powers: [{ kind: "continuous", applies: "opposing-characters", atk: -1, while: "in-combat-with-your-hero" }],
});

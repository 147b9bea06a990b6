import { wowCard } from "../types.js";

/**
 * Dual Wield (TDP-127): Instant Ability, 1, Hunter/Rogue/Warrior: an ongoing ability granting its controller's hero
 * dual wield (CR 7.4 406.2; 001 405.3; rules/dual-wield.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-127",
  name: "Dual Wield",
  text: "Ongoing: Your hero has dual wield. (Can have a second one-handed Melee weapon instead of an Off-Hand equipment. Can strike with a second Melee weapon during the same combat.)",
  powers: [{ kind: "grant-keyword", applies: "your-hero", keyword: "DualWield" }],
});

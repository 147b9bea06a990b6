import { wowCard } from "../types.js";

/**
 * Fel Armor (TDP-106): Ability (Demonology), 8, Warlock: an ongoing ability with two replacement modifiers (CR 7.4
 * 716, 717.1): damage its hero deals with an ability is +2 (as Chromatic Cloak), and healing a hero or ally gives its
 * hero is +2 (rules/healing-replacement.ts, `to: "your-hero"`). The sources agree.
 */
export default wowCard({
  id: "TDP-106",
  name: "Fel Armor",
  text: "Ongoing: If your hero would deal damage with an ability, it deals that much damage +2 instead. <p> If a hero or ally would heal damage from your hero, it heals that much damage +2 instead.",
  powers: [
    { kind: "damage-replacement", withAbility: true, change: { plus: 2 } },
    { kind: "heal-replacement", plus: 2, to: "your-hero" },
  ],
});

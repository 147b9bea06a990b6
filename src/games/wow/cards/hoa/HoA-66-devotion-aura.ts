import { wowCard } from "../types.js";

/**
 * Devotion Aura (HoA-66): Ability (Aura (1), Protection), 5, Paladin: an ongoing ability with a prevention power
 * (CR 7.4 717.2), once for each packet to a hero or ally of its controller's party (001 404.4). The four sources agree
 * on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "HoA-66",
  name: "Devotion Aura",
  text: "Ongoing: If a hero or ally in your party would be dealt damage, prevent 1 of that damage.",
  powers: [{ kind: "prevent-damage", applies: "characters-in-your-party", amount: 1 }],
});

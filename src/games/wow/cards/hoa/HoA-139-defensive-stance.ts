import { wowCard } from "../types.js";

/**
 * Defensive Stance (HoA-139): Ability (Stance), 3, Warrior: an ongoing ability. seriallos kept for cost and text. Two
 * prevention powers of 1 (CR 7.4 717.2; rules/prevention-powers.ts): on damage your hero would deal (`dealtBy`) and on
 * damage it would be dealt; each applies once per packet.
 */
export default wowCard({
  id: "HoA-139",
  name: "Defensive Stance",
  text: "Ongoing: Your hero has Protector. <p> If your hero would deal damage, prevent 1 of that damage. <p> If your hero would be dealt damage, prevent 1 of that damage.",
  powers: [
    { kind: "grant-keyword", applies: "your-hero", keyword: "Protector" },
    { kind: "prevent-damage", applies: "your-hero", amount: 1, dealtBy: true },
    { kind: "prevent-damage", applies: "your-hero", amount: 1 },
  ],
});

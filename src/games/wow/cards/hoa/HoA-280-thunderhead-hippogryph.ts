import { wowCard } from "../types.js";

/**
 * Thunderhead Hippogryph (HoA-280): Neutral Ally, Hippogryph, 4, 3 melee ATK, 3 health. seriallos kept (CR 7.4
 * 206.1c prints the same powers as "[Alliance] Hero: Elusive. <p> [Horde] Hero: Ferocity."): each keyword only while
 * its controller's hero has that faction.
 */
export default wowCard({
  id: "HoA-280",
  name: "Thunderhead Hippogryph",
  text: "[Alliance]: Thunderhead Hippogryph has Elusive. <p> [Horde]: Thunderhead Hippogryph has Ferocity.",
  powers: [
    { kind: "hero-trait", faction: "Alliance", power: { kind: "keyword", keyword: "Elusive" } },
    { kind: "hero-trait", faction: "Horde", power: { kind: "keyword", keyword: "Ferocity" } },
  ],
});

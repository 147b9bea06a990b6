import { wowCard } from "../types.js";

/**
 * Stormstrike (TDP-101): Instant Ability (Enhancement, Talent), 1, Shaman (Enhancement Hero Required, 100.2b). "One of
 * your Melee weapons" is chosen as it resolves (not a target, CR 7.4 709.2b); the +2 is a replacement used up by the
 * next packet of nature damage the hero deals this turn (rules/next-damage.ts). The sources agree.
 */
export default wowCard({
  id: "TDP-101",
  name: "Stormstrike",
  text: "Enhancement Hero Required <p> Ready your hero and one of your Melee weapons. <p> The next time your hero would deal nature damage this turn, it deals that much damage +2 instead.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "ready", what: "your-hero" },
        { op: "choose", select: "your-melee-weapon" },
        { op: "ready", what: "chosen" },
        { op: "next-damage-plus-this-turn", type: "nature", amount: 2 },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Korthas Greybeard (TDP-174): Ally, Alliance Dwarf Paladin, 1, 1 melee ATK, 2 health. The text gives the shield no
 * duration, so it persists until it prevents its 1 damage (CR 7.4 717.2; rules/prevention-shields.ts `duration:
 * "none"`); [Exhaust] needs him in the party since the start of the turn (302.2). seriallos kept.
 */
export default wowCard({
  id: "TDP-174",
  name: "Korthas Greybeard",
  text: "Protector <p> [Exhaust] -> Prevent the next 1 damage that would be dealt to target hero or ally.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "prevent-next-damage-this-turn", what: { target: 0 }, amount: 1, duration: "none" }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Skorn, Mistress of Shadow (HoA-259): Ally, Orc Warlock, 5, 3 shadow / 2 health. Any ally's packet triggers her,
 * hers too (as the packet is dealt, after prevention: "that amount" is what it dealt; 407); the hero is targeted as the
 * trigger is added, in the party of the player who controlled the ally then (CR 7.4 708.3, 709.2d). If she left play
 * meanwhile, she still deals it as she last was (709.2d). The printed "Skron" is the card's own typo. seriallos and
 * mikechambers agree.
 */
export default wowCard({
  id: "HoA-259",
  name: "Skorn, Mistress of Shadow",
  text: "When an ally is dealt damage, Skron deals that amount of shadow damage to target hero in that ally's party.",
  powers: [
    {
      kind: "trigger",
      on: "ally-dealt-damage",
      targets: [{ select: "hero", inSubjectsParty: true }],
      effects: [{ op: "damage", amount: "event-amount", type: "shadow", to: { target: 0 }, by: "self" }],
    },
  ],
});

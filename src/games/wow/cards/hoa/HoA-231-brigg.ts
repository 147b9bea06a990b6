import { wowCard } from "../types.js";

/**
 * Brigg (HoA-231): Horde Ally, Orc Warrior, 1, 1 melee / 2 health. seriallos and mikechambers agree. Whether the ally
 * has damage on it is read immediately before Brigg's packet (CR 7.4 703.4, whose example is Brigg): an undamaged ally
 * he deals combat damage to is not destroyed.
 */
export default wowCard({
  id: "HoA-231",
  name: "Brigg",
  text: "When Brigg deals combat damage to an ally with damage on it, destroy that ally.",
  powers: [
    {
      kind: "trigger",
      on: "deals-combat-damage-to-damaged-ally",
      targets: [],
      effects: [{ op: "destroy", what: "subject" }],
    },
  ],
});

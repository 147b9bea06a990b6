import { wowCard } from "../types.js";

/**
 * Fianna Spellbinder (HoA-237): Horde Ally, Blood Elf Mage, 3, 3 frost ATK, 2 health. seriallos kept verbatim (its
 * text reads "Player's"; mikechambers "Players", the meaning is the same: every player, CR 7.4 103.4).
 */
export default wowCard({
  id: "HoA-237",
  name: "Fianna Spellbinder",
  text: "1, Remove Fianna Spellbinder from the game -> Player's can't draw cards this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, removeSelf: true },
      targets: [],
      effects: [{ op: "cant-draw-this-turn", who: "each-player" }],
    },
  ],
});

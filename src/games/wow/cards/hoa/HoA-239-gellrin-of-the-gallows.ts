import { wowCard } from "../types.js";

/**
 * Gellrin of the Gallows (HoA-239): Horde Ally, Undead Warlock, 2, 3 shadow ATK, 2 health. seriallos kept; the other
 * sources agree on the stats.
 */
export default wowCard({
  id: "HoA-239",
  name: "Gellrin of the Gallows",
  text: "Remove Gellrin from the game -> Target player turns one of his quests face down.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, removeSelf: true },
      targets: [{ select: "player" }],
      effects: [{ op: "turn-quest-face-down", who: { target: 0 } }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Kaal Soulreaper (HoA-245): Horde Ally, Orc Warlock, Unique, 7, 5 shadow / 6 health. He is removed as the cost is
 * paid (402.1), so he is not in the graveyard as the power resolves; each player's ally cards enter their owner's
 * party, the turn player's first (rules/graveyard-to-play.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-245",
  name: "Kaal Soulreaper",
  text: "7, Remove Kaal Soulreaper from the game -> Players put all ally cards from their graveyards into play.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 7, removeSelf: true },
      targets: [],
      effects: [{ op: "each-player-graveyard-allies-to-play" }],
    },
  ],
});

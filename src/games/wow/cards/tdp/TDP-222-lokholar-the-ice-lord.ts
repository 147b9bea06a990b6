import { wowCard } from "../types.js";

/**
 * Lokholar the Ice Lord (TDP-222): Horde Ally, Unique (CR 7.4 414.3a), Elemental, 14, 10 frost / 10 health. seriallos
 * and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-222",
  name: "Lokholar the Ice Lord",
  text: "You pay 1 less to play Lokholar for each non-token Horde ally in your party. <p> At the start of each opponent's turn, Lokholar deals 2 frost damage to each hero and ally in that player's party. A character dealt damage this way can't attack this turn.",
  powers: [
    { kind: "self-cost-reduction", amount: 1, perNonTokenAllyOf: "Horde" },
    {
      kind: "trigger",
      on: "opponents-turn-start",
      targets: [],
      effects: [
        {
          op: "damage",
          amount: 2,
          type: "frost",
          to: "each-character-in-turn-players-party",
          by: "self",
          dealtCantAttack: true,
        },
      ],
    },
  ],
});

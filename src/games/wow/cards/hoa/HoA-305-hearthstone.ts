import { wowCard } from "../types.js";

/**
 * Hearthstone (HoA-305): Equipment (Item), 6. Hearthing (CR 7.4 800.1): a Duelhall match is one game, so this is
 * always the final game of the match and hearthing "does nothing but end that game" (800.1d): the cost concedes, no
 * link is added (800.1c), and nothing is kept for a next game (docs/rules-decisions.md). Usable whenever its
 * controller has priority (800.1b).
 */
export default wowCard({
  id: "HoA-305",
  name: "Hearthstone",
  text: "6, [Exhaust], Concede the game -> Players can keep any of their equipment and start the next game with those cards in play.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 6, exhaustSelf: true, concedeGame: true },
      targets: [],
      effects: [],
    },
  ],
});

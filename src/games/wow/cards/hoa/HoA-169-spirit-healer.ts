import { wowCard } from "../types.js";

/**
 * Spirit Healer (HoA-169): Ability, 8: an ongoing ability. At the end of each turn (CR 7.4 500.2) the turn player, not
 * necessarily its controller, may put an ally card of his own graveyard into play under his control with damage equal
 * to its health minus 1 (put, not dealt, 404.3; rules/graveyard-to-play.ts). The sources agree.
 */
export default wowCard({
  id: "HoA-169",
  name: "Spirit Healer",
  text: "Ongoing: At the end of each player's turn, that player may put an ally card from his graveyard into play with damage on it equal to its health minus 1.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-end",
      targets: [],
      effects: [{ op: "player-may-graveyard-ally-to-play-damaged", who: "turn-player" }],
    },
  ],
});

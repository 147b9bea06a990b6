import { wowCard } from "../types.js";

/**
 * Jin'do's Bag of Whammies (TDP-263): Equipment (Item, Off-Hand (1)), 6. Every player's maximum hand size is 7 - 4 = 3
 * while it is in play, whoever controls it (CR 7.4 415.4b, 503.2a: the wrap-up discard reads it); at the start of each
 * player's turn that player draws up to it (none when already at or above it). The sources agree.
 */
export default wowCard({
  id: "TDP-263",
  name: "Jin'do's Bag of Whammies",
  text: "Each player's maximum hand size is reduced by four. <p> At the start of each player's turn, that player draws cards until he reaches his maximum hand size.",
  powers: [
    { kind: "each-player-hand-size", amount: -4 },
    {
      kind: "trigger",
      on: "each-turn-start",
      targets: [],
      effects: [{ op: "draw", amount: "up-to-max-hand-size", who: "turn-player" }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Tooga's Quest (HoA-359): Quest. The reward puts the unique Turtle token Tooga (CR 7.4 404.2, 414.3a) into play with a
 * triggered modifier (CR 7.4 715.1) for the start of its controller's next turn: Tooga, if still in play, is removed
 * from the game (the token then ceases to exist, 404.2c) and only then are two cards drawn (709.2f). The sources agree.
 */
export default wowCard({
  id: "HoA-359",
  name: "Tooga's Quest",
  text: "During your turn, pay 3 to complete this quest. <p> Reward: Put a unique Turtle ally token named Tooga with 1 ATK and 1 health into play. At the start of your next turn, remove Tooga from the game. If you do, draw two cards.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [],
      effects: [{ op: "put-token", token: "tooga", atYourNextTurnStart: 1 }],
    },
    {
      kind: "trigger",
      on: "delayed",
      targets: [],
      effects: [{ op: "remove-then", what: "subject", then: [{ op: "draw", amount: 2, who: "you" }] }],
    },
  ],
});

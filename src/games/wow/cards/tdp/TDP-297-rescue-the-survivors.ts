import { wowCard } from "../types.js";

/**
 * Rescue the Survivors! (TDP-297): Quest. The reward puts two Draenei Survivor tokens into play, each with the payment
 * power the reward specifies (CR 7.4 404.2; cards/token-scripts.ts). "Draenei Hero Required" is a deck restriction
 * (100.2b). The sources agree on its text (seriallos kept).
 */
export default wowCard({
  id: "TDP-297",
  name: "Rescue the Survivors!",
  text: 'Draenei Hero Required <p> During your turn, pay 3 to complete this quest. <p> Reward: Put two Draenei Survivor ally tokens into play with 0 ATK, 1 health, and "Exhaust your hero, remove this ally from the game -> Draw a card."',
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [],
      effects: [{ op: "put-token", token: "draenei-survivor", count: 2 }],
    },
  ],
});

import { wowCard } from "../types.js";

/** The Dying Balance (TDP-315): Neutral Quest. */
export default wowCard({
  id: "TDP-315",
  name: "The Dying Balance",
  text: "Pay 2 to complete this quest. <p> Reward: Reveal the top two cards of your deck. If they have different card types, put one into your hand and the other on the bottom of your deck. Otherwise, put both on the bottom of your deck.",
  powers: [{ kind: "reward", cost: 2, targets: [], effects: [{ op: "reveal-two-pick-if-types-differ" }] }],
});

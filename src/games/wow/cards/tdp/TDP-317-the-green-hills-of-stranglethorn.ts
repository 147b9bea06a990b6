import { wowCard } from "../types.js";

/** The Green Hills of Stranglethorn (TDP-317): Neutral Quest. */
export default wowCard({
  id: "TDP-317",
  name: "The Green Hills of Stranglethorn",
  text: "Pay 3 to complete this quest. <p> Reward: Reveal the top three cards of your deck. Put all revealed cards named The Green Hills of Stranglethorn into your hand and the rest on the bottom of your deck.",
  powers: [{ kind: "reward", cost: 3, targets: [], effects: [{ op: "reveal-top-named-self-to-hand", count: 3 }] }],
});

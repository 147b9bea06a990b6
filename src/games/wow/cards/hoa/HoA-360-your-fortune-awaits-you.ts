import { wowCard } from "../types.js";

/** Your Fortune Awaits You (HoA-360): Quest, Neutral. */
export default wowCard({
  id: "HoA-360",
  name: "Your Fortune Awaits You",
  text: "Pay 3 to complete this quest. <p> Reward: Draw a card.",
  powers: [{ kind: "reward", cost: 3, targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] }],
});

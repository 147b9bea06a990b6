import { wowCard } from "../types.js";

/** In Dreams (HoA-352): Quest. */
export default wowCard({
  id: "HoA-352",
  name: "In Dreams",
  text: "Pay 8 to complete this quest. <p> Reward: Draw three cards.",
  powers: [{ kind: "reward", cost: 8, targets: [], effects: [{ op: "draw", amount: 3, who: "you" }] }],
});

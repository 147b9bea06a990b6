import { wowCard } from "../types.js";

/** The Love Potion (HoA-356): Quest. */
export default wowCard({
  id: "HoA-356",
  name: "The Love Potion",
  text: "Exhaust two allies in your party and pay 1 to complete this quest. <p> Reward: Draw a card.",
  powers: [
    { kind: "reward", cost: 1, exhaustAllies: 2, targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] },
  ],
});

import { wowCard } from "../types.js";

/** Counterattack! (HoA-343): Quest. */
export default wowCard({
  id: "HoA-343",
  name: "Counterattack!",
  text: "While there are more allies in an opponent's party than in yours, pay 3 to complete this quest. <p> Reward: Draw two cards.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      condition: "opponent-has-more-allies",
      targets: [],
      effects: [{ op: "draw", amount: 2, who: "you" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** A Donation of Wool (HoA-351): Quest. */
export default wowCard({
  id: "HoA-351",
  name: "A Donation of Wool",
  text: "Pay 1 to complete this quest. <p> Reward: Draw a card, then discard a card.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      targets: [],
      effects: [
        { op: "draw", amount: 1, who: "you" },
        { op: "discard", amount: 1, who: "you" },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/** A Donation of Silk (TDP-314): Quest ("compete" is the printed misspelling: kept verbatim). */
export default wowCard({
  id: "TDP-314",
  name: "A Donation of Silk",
  text: "Pay 2 to compete this quest. <p> Reward: Draw two cards, then discard two cards.",
  powers: [
    {
      kind: "reward",
      cost: 2,
      targets: [],
      effects: [
        { op: "draw", amount: 2, who: "you" },
        { op: "discard", amount: 2, who: "you" },
      ],
    },
  ],
});

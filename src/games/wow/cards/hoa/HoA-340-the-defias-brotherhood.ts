import { wowCard } from "../types.js";

/** The Defias Brotherhood (HoA-340): Quest. */
export default wowCard({
  id: "HoA-340",
  name: "The Defias Brotherhood",
  text: "While there are four or more allies in your party, pay 1 to complete this quest. <p> Reward: Draw two cards.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      condition: "four-or-more-allies-in-your-party",
      targets: [],
      effects: [{ op: "draw", amount: 2, who: "you" }],
    },
  ],
});

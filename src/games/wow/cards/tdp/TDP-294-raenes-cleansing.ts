import { wowCard } from "../types.js";

/** Raene's Cleansing (TDP-294): Alliance Quest. */
export default wowCard({
  id: "TDP-294",
  name: "Raene's Cleansing",
  text: "If you've completed a quest this turn, pay 2 to complete this quest. <p> Reward: Draw a card.",
  powers: [
    {
      kind: "reward",
      cost: 2,
      condition: "you-completed-a-quest-this-turn",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});

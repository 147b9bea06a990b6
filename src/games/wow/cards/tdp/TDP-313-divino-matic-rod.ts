import { wowCard } from "../types.js";

/** Divino-matic Rod (TDP-313): Neutral Quest. */
export default wowCard({
  id: "TDP-313",
  name: "Divino-matic Rod",
  text: "If an opponent has more resources than you, pay 3 to complete this quest. <p> Reward: Put the top card of your deck into your resource row face down and exhausted.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      condition: "opponent-has-more-resources",
      targets: [],
      effects: [{ op: "top-card-to-resources" }],
    },
  ],
});

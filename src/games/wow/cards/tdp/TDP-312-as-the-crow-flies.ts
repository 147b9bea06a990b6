import { wowCard } from "../types.js";

/** As the Crow Flies (TDP-312): Neutral Quest. */
export default wowCard({
  id: "TDP-312",
  name: "As the Crow Flies",
  text: "Pay 1 to complete this quest. <p> Reward: Look at target player's hand.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      targets: [{ select: "player" }],
      effects: [{ op: "look-at-hand", who: { target: 0 } }],
    },
  ],
});

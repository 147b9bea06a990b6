import { wowCard } from "../types.js";

/**
 * The Princess Trapped (HoA-357): Quest. The opponent chooses as the reward resolves (CR 7.4 709.2b). The sources agree
 * on the text (mikechambers gives the quest cost 0, remariano138 2: seriallos kept).
 */
export default wowCard({
  id: "HoA-357",
  name: "The Princess Trapped",
  text: "Pay 2 to complete this quest. <p> Reward: Reveal the top two cards of your deck. Target opponent chooses one. Put that card into your hand and the other one on the bottom of your deck.",
  powers: [
    {
      kind: "reward",
      cost: 2,
      targets: [{ select: "opponent" }],
      effects: [{ op: "reveal-two-opponent-picks", by: { target: 0 } }],
    },
  ],
});

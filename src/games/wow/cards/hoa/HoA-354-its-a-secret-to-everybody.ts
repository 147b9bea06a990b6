import { wowCard } from "../types.js";

/**
 * It's a Secret to Everybody (HoA-354): Quest. The cards looked at are seen by their owner only (CR 7.4 415.3). The
 * sources agree on the text (mikechambers gives the quest cost 0, remariano138 1: seriallos kept).
 */
export default wowCard({
  id: "HoA-354",
  name: "It's a Secret to Everybody",
  text: "Pay 1 to complete this quest. <p> Reward: Look at the top three cards of your deck. Put one on the top of your deck and the rest on the bottom.",
  powers: [{ kind: "reward", cost: 1, targets: [], effects: [{ op: "look-top-keep-one", count: 3 }] }],
});

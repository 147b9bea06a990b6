import { wowCard } from "../types.js";

/**
 * Are We There, Yeti? (HoA-346): Quest. The sources agree on the text (mikechambers gives the quest cost 0,
 * remariano138 6: the completion cost is in the text, seriallos kept); remariano138's token list has the Mechanical
 * Yeti token 1/1.
 */
export default wowCard({
  id: "HoA-346",
  name: "Are We There, Yeti?",
  text: "Pay 6 to complete this quest. <p> Reward: Put three Mechanical Yeti ally tokens with 1 ATK and 1 health into play.",
  powers: [
    { kind: "reward", cost: 6, targets: [], effects: [{ op: "put-token", token: "mechanical-yeti", count: 3 }] },
  ],
});

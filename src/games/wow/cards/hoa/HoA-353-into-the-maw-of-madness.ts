import { wowCard } from "../types.js";

/** Into the Maw of Madness (HoA-353): Quest. */
export default wowCard({
  id: "HoA-353",
  name: "Into the Maw of Madness",
  text: "Destroy Into the Maw of Madness to complete this quest. <p> Reward: Draw a card.",
  powers: [
    { kind: "reward", cost: 0, destroySelf: true, targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] },
  ],
});

import { wowCard } from "../types.js";

/** Test of Faith (TDP-308): Horde Quest. */
export default wowCard({
  id: "TDP-308",
  name: "Test of Faith",
  text: "Pay 1 to complete this quest. <p> Reward: Discard your hand, then draw a card.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      targets: [],
      effects: [{ op: "discard-hand" }, { op: "draw", amount: 1, who: "you" }],
    },
  ],
});

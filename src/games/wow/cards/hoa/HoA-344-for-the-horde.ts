import { wowCard } from "../types.js";

/** For the Horde! (HoA-344): Quest. */
export default wowCard({
  id: "HoA-344",
  name: "For the Horde!",
  text: "Pay 1 to complete this quest. <p> Reward: Horde allies in your party have +1 ATK while attacking this turn.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      targets: [],
      effects: [{ op: "atk-this-turn", what: "each-horde-ally-in-your-party", amount: 1, while: "attacking" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Chasing A-Me 01 (HoA-350): Quest. */
export default wowCard({
  id: "HoA-350",
  name: "Chasing A-Me 01",
  text: "Pay 3 to complete this quest. <p> Reward: Put target ally card from your graveyard into your hand.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [{ select: "ally-card-in-your-graveyard" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Sunken Treasure (HoA-358): Neutral Quest. */
export default wowCard({
  id: "HoA-358",
  name: "Sunken Treasure",
  text: "Pay 3 to complete this quest. <p> Reward: Put target equipment card from your graveyard into your hand.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [{ select: "equipment-card-in-your-graveyard" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Finkle Einhorn, At Your Service! (TDP-316): Quest, Neutral. */
export default wowCard({
  id: "TDP-316",
  name: "Finkle Einhorn, At Your Service!",
  text: "During your turn, pay 3 to complete this quest. <p> Reward: Put an ally card with cost 2 or less from your graveyard into play.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [],
      effects: [{ op: "ally-from-graveyard-to-play", maxCost: 2 }],
    },
  ],
});

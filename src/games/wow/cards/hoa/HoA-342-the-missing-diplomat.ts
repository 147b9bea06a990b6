import { wowCard } from "../types.js";

/** The Missing Diplomat (HoA-342): Quest. */
export default wowCard({
  id: "HoA-342",
  name: "The Missing Diplomat",
  text: "During your turn, pay 4 to complete this quest. <p> Reward: Search your deck for an ally card, reveal it, and put it into your hand.",
  powers: [{ kind: "reward", cost: 4, yourTurn: true, targets: [], effects: [{ op: "search-deck-ally-to-hand" }] }],
});

import { wowCard } from "../types.js";

/** Zalazane (TDP-310): Quest. "Troll Hero Required" is a deck restriction (100.2b, decks.ts). */
export default wowCard({
  id: "TDP-310",
  name: "Zalazane",
  text: "Troll Hero Required <p> During your turn, pay 3 to complete this quest. <p> Reward: Target player discards a card.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [{ select: "player" }],
      effects: [{ op: "discard", amount: 1, who: { target: 0 } }],
    },
  ],
});

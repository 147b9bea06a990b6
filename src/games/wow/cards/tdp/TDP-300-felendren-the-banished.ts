import { wowCard } from "../types.js";

/**
 * Felendren the Banished (TDP-300): Quest. "Blood Elf Hero Required" is a deck restriction (100.2b, decks.ts); the ally
 * removed is chosen as the cost is paid (402.1, rules/quest-costs.ts). seriallos and mikechambers agree (mikechambers
 * gives the quest cost 0); remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-300",
  name: "Felendren the Banished",
  text: "Blood Elf Hero Required <p> During your turn, remove a non-token ally in your party from the game and pay 2 to complete this quest. <p> Reward: Draw two cards.",
  powers: [
    {
      kind: "reward",
      cost: 2,
      yourTurn: true,
      payWith: "remove-non-token-ally-in-your-party",
      targets: [],
      effects: [{ op: "draw", amount: 2, who: "you" }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Rite of Vision (TDP-306): Horde Quest, Tauren Hero Required, complete for 3. seriallos and mikechambers agree. The
 * collection is the side deck (CR 7.4 800.2a, Duelhall plays by tournament rules; 100.3): with none there is nothing
 * to choose. As Tooga's Quest, the token is removed at the start of its controller's next turn, and only then is the
 * card chosen (709.2f). docs/rules-decisions.md.
 */
export default wowCard({
  id: "TDP-306",
  name: "Rite of Vision",
  text: "Tauren Hero Required <p> During your turn, pay 3 to complete this quest. <p> Reward: Put a Spirit Guide ally token with 1 ATK and 1 health into play. At the start of your next turn, remove that ally from the game. If you do, choose a card from your collection, reveal it, and put it into your hand.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [],
      effects: [{ op: "put-token", token: "spirit-guide", atYourNextTurnStart: 1 }],
    },
    {
      kind: "trigger",
      on: "delayed",
      targets: [],
      effects: [{ op: "remove-then", what: "subject", then: [{ op: "collection-card-to-hand" }] }],
    },
  ],
});

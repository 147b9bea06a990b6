import { wowCard } from "../types.js";

/**
 * The Haunted Mills (TDP-301): Quest. "Undead Hero Required" is a deck restriction (100.2b, decks.ts). The count is of
 * the ally cards its controller removed with quests of this name during the game, this one included
 * (rules/graveyard-removal.ts). seriallos and mikechambers agree (mikechambers gives the quest cost 0); remariano138 has
 * no text for it.
 */
export default wowCard({
  id: "TDP-301",
  name: "The Haunted Mills",
  text: "Undead Hero Required <p> Pay 3 to complete this quest. <p> Reward: Remove an ally card in your graveyard from the game. If you do, draw a card for each ally card you've removed with quests named The Haunted Mills.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [],
      effects: [
        {
          op: "remove-from-your-graveyard",
          cardType: "Ally",
          then: [{ op: "draw", amount: "per-card-removed-by-quests-named-self", who: "you" }],
        },
      ],
    },
  ],
});

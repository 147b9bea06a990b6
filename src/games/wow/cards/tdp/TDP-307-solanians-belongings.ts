import { wowCard } from "../types.js";

/**
 * Solanian's Belongings (TDP-307): Quest. The ability card is chosen as the reward resolves (not targeted, CR 7.4
 * 709.2b). seriallos and mikechambers agree (mikechambers joins the modes with ";" and gives the quest cost 0);
 * remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-307",
  name: "Solanian's Belongings",
  text: "Pay 4 to complete this quest. <p> Reward: Choose one: Put an ability card from your graveyard on top of your deck <p> or draw a card. If your hero is a Blood Elf, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 4,
      targets: [],
      effects: [],
      modes: [
        {
          label: "Put an ability card from your graveyard on top of your deck",
          effects: [{ op: "graveyard-to-deck-top", cardType: "Ability" }],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Blood Elf",
    },
  ],
});

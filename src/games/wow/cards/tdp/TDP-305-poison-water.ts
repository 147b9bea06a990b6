import { wowCard } from "../types.js";

/** Poison Water (TDP-305): Horde Quest. */
export default wowCard({
  id: "TDP-305",
  name: "Poison Water",
  text: "Pay 3 to complete this quest. <p> Reward: Choose one: Shuffle any number of cards from your graveyard into your deck <p> or draw a card. If your hero is a Tauren, you may do both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [],
      effects: [],
      modes: [
        {
          label: "Shuffle any number of cards from your graveyard into your deck",
          effects: [{ op: "graveyard-shuffle-any" }],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Tauren",
    },
  ],
});

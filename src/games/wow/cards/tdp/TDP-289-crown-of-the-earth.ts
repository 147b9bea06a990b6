import { wowCard } from "../types.js";

/** Crown of the Earth (TDP-289): Alliance Quest. */
export default wowCard({
  id: "TDP-289",
  name: "Crown of the Earth",
  text: "Pay 3 to complete this quest. <p> Reward: Choose one: Put your hand on the bottom of your deck, then draw that many cards <p> or draw a card. If your hero is a Night Elf, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [],
      effects: [],
      modes: [
        {
          label: "Put your hand on the bottom of your deck, then draw that many cards",
          effects: [{ op: "hand-to-deck-then-draw", place: "bottom" }],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Night Elf",
    },
  ],
});

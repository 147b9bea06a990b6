import { wowCard } from "../types.js";

/** The Perfect Stout (TDP-293): Quest. */
export default wowCard({
  id: "TDP-293",
  name: "The Perfect Stout",
  text: "Pay 3 to complete this quest. <p> Reward: Choose one: Target ally can't attack this turn <p> or draw a card. If your hero is a Dwarf, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [{ select: "ally", mode: 0 }],
      effects: [],
      modes: [
        {
          label: "Target ally can't attack this turn",
          effects: [{ op: "cant-attack-this-turn", what: { target: 0 } }],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Dwarf",
    },
  ],
});

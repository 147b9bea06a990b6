import { wowCard } from "../types.js";

/** Hidden Enemies (TDP-302): Horde Quest. */
export default wowCard({
  id: "TDP-302",
  name: "Hidden Enemies",
  text: "Pay 3 to complete this quest. <p> Reward: Choose one: Target ally has Ferocity this turn <p> or draw a card. If your hero is an Orc, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [{ select: "ally", mode: 0 }],
      effects: [],
      modes: [
        {
          label: "Target ally has Ferocity this turn",
          effects: [{ op: "keyword-this-turn", what: { target: 0 }, keyword: "Ferocity" }],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Orc",
    },
  ],
});

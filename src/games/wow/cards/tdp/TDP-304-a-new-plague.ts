import { wowCard } from "../types.js";

/** A New Plague (TDP-304): Horde Quest ("During your turn": `yourTurn`). */
export default wowCard({
  id: "TDP-304",
  name: "A New Plague",
  text: "During your turn, pay 4 to complete this quest. <p> Reward: Choose one: If an ally is in your party, each player destroys an ally in his party, or draw a card. If your hero is an Undead, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 4,
      yourTurn: true,
      targets: [],
      effects: [],
      modes: [
        {
          label: "If an ally is in your party, each player destroys an ally in his party",
          effects: [{ op: "each-player-destroys-own-ally", ifYouHaveAlly: true }],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Undead",
    },
  ],
});

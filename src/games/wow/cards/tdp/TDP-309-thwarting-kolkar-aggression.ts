import { wowCard } from "../types.js";

/** Thwarting Kolkar Aggression (TDP-309): Horde Quest. */
export default wowCard({
  id: "TDP-309",
  name: "Thwarting Kolkar Aggression",
  text: "During your turn, pay 3 to complete this quest. <p> Reward: Choose one: Target player turns one of his quests face down <p> or draw a card. If your hero is a Troll, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [{ select: "player", mode: 0 }],
      effects: [],
      modes: [
        {
          label: "Target player turns one of his quests face down",
          effects: [{ op: "turn-quest-face-down", who: { target: 0 } }],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Troll",
    },
  ],
});

import { wowCard } from "../types.js";

/** Dragonkin Menace (HoA-341): Quest ("a hero or ally" is chosen as the reward resolves, not targeted, CR 7.4 709.2b). */
export default wowCard({
  id: "HoA-341",
  name: "Dragonkin Menace",
  text: "During an opponent's turn, pay 3 to complete this quest. <p> Reward: Ready a hero or ally in your party.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      condition: "opponents-turn",
      targets: [],
      effects: [
        { op: "choose", select: "hero-or-ally-in-your-party" },
        { op: "ready", what: "chosen" },
      ],
    },
  ],
});

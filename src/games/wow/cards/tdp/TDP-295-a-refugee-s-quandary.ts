import { wowCard } from "../types.js";

/** A Refugee's Quandary (TDP-295): Quest. "One of your equipment" is chosen as the reward resolves (709.2b). */
export default wowCard({
  id: "TDP-295",
  name: "A Refugee's Quandary",
  text: "During your turn, pay 3 to complete this quest. <p> Reward: Choose one: Ready one of your equipment <p> or draw a card. If your hero is a Gnome, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [],
      effects: [],
      modes: [
        {
          label: "Ready one of your equipment",
          effects: [
            { op: "choose", select: "your-equipment" },
            { op: "ready", what: "chosen" },
          ],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Gnome",
    },
  ],
});

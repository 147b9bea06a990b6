import { wowCard } from "../types.js";

/** Inoculation (TDP-290): Alliance Quest. */
export default wowCard({
  id: "TDP-290",
  name: "Inoculation",
  text: "During your turn, pay 3 to complete this quest. <p> Reward: Choose one: Put an ally from your party into its owner's hand <p> or draw a card. If your hero is a Draenei, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [],
      effects: [],
      modes: [
        {
          // Not a target: the ally is chosen as the reward resolves (CR 7.4 709.2b).
          label: "Put an ally from your party into its owner's hand",
          effects: [
            { op: "choose", select: "ally-in-your-party" },
            { op: "to-hand", what: "chosen" },
          ],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Draenei",
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Samophlange (TDP-318): Quest. The equipment exhausted is chosen as the cost is paid (402.1, rules/quest-costs.ts).
 * seriallos and mikechambers agree (mikechambers gives the quest cost 0); remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-318",
  name: "Samophlange",
  text: "Exhaust one of your equipment and pay 2 to complete this quest. <p> Reward: Draw a card.",
  powers: [
    {
      kind: "reward",
      cost: 2,
      payWith: "exhaust-your-equipment",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});

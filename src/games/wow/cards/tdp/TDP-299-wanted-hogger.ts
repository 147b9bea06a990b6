import { wowCard } from "../types.js";

/**
 * Wanted: Hogger (TDP-299): Quest. The target opponent puts the Hogger token into play, so he controls and owns it (CR
 * 7.4 404.2a). "When Hogger leaves play, draw two cards" is a triggered modifier the reward creates, not a power of the
 * token (no quotation marks, 700.1): it has no duration, so it lasts until the game ends (715.1), and its effect is
 * controlled by the quest's controller (705.4), who draws (docs/rules-decisions.md; rules/token-modifiers.ts). "Human
 * Hero Required" is a deck restriction (100.2b). The sources agree on its text (seriallos kept).
 */
export default wowCard({
  id: "TDP-299",
  name: "Wanted: Hogger",
  text: "Human Hero Required <p> During your turn, pay 1 to complete this quest. <p> Reward: Target opponent puts a Gnoll ally token named Hogger with 2 ATK and 2 health into play. When Hogger leaves play, draw two cards.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      yourTurn: true,
      targets: [{ select: "opponent" }],
      effects: [{ op: "put-token", token: "hogger", who: { target: 0 }, whenLeavesPlay: 1 }],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "draw", amount: 2, who: "you" }] },
  ],
});

import { wowCard } from "../types.js";

/**
 * Mind Vision (TDP-75): Ability (Shadow), 1, Priest; an ongoing ability once it resolves. seriallos and mikechambers
 * agree. Two players: "choose an opponent" is the one opponent (rules/revealed-hand.ts; docs/rules-decisions.md).
 */
export default wowCard({
  id: "TDP-75",
  name: "Mind Vision",
  text: "Choose an opponent. <p> Ongoing: That opponent plays with his hand revealed. <p> When you play a card, destroy Mind Vision. If you do, draw a card.",
  powers: [
    { kind: "opponent-hand-revealed" },
    {
      kind: "trigger",
      on: "you-play-card",
      targets: [],
      effects: [{ op: "destroy", what: "self", then: [{ op: "draw", amount: 1, who: "you" }] }],
    },
  ],
});

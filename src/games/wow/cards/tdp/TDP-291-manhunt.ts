import { wowCard } from "../types.js";

/**
 * Manhunt (TDP-291): Alliance Quest. "Choose one … If your hero is a Human, you may choose both" (CR 7.4 707.1c): the
 * target player is chosen as the quest is completed, the ally card named as the reward resolves (709.2b; any ally
 * card name of the game, rules/naming.ts); the hand is revealed to every player for that instruction only (CR 7.4
 * glossary Reveal) and one card with that name is discarded, if any. The sources agree.
 */
export default wowCard({
  id: "TDP-291",
  name: "Manhunt",
  text: "During your turn, pay 3 to complete this quest. <p> Reward: Choose one: Name an ally card, then target player reveals his hand and discards a card with that name <p> or draw a card. If your hero is a Human, you may choose both.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [{ select: "player", mode: 0 }],
      effects: [],
      modes: [
        {
          label: "Name an ally card; target player reveals his hand and discards a card with that name",
          effects: [
            { op: "name-card", cardType: "Ally" },
            { op: "reveal-hand-discard-named", who: { target: 0 } },
          ],
        },
        { label: "Draw a card", effects: [{ op: "draw", amount: 1, who: "you" }] },
      ],
      allIfHeroRace: "Human",
    },
  ],
});

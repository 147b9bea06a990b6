import { wowCard } from "../types.js";

/**
 * Bloodrage (TDP-116): Ability, 5, Warrior (Protection). The additional cost is damage put on your hero (402.1, CR
 * 7.4 405.3, as Life Tap); the card is an ongoing ability (it has an "Ongoing:" power) whose start-of-turn trigger puts
 * 1 damage on your hero and draws (500.2). seriallos kept.
 */
export default wowCard({
  id: "TDP-116",
  name: "Bloodrage",
  text: "As an additional cost to play Bloodrage, put 2 damage on your hero. <p> Draw two cards. <p> Ongoing: At the start of your turn, put 1 damage on your hero and draw a card.",
  powers: [
    {
      kind: "play",
      additionalCost: { damageYourHero: 2 },
      targets: [],
      effects: [{ op: "draw", amount: 2, who: "you" }],
    },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [
        { op: "put-damage", amount: 1, what: "your-hero" },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/** Life Tap (HoA-128): Instant Ability (Affliction), 2: damage put on the hero as an additional cost (402.1). */
export default wowCard({
  id: "HoA-128",
  name: "Life Tap",
  text: "As an additional cost to play Life Tap, put 2 damage on your hero. <p> Draw two cards.",
  powers: [
    {
      kind: "play",
      additionalCost: { damageYourHero: 2 },
      targets: [],
      effects: [{ op: "draw", amount: 2, who: "you" }],
    },
  ],
});

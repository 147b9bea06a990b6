import { wowCard } from "../types.js";

/**
 * Mortal Delights (TDP-110): Ability (Affliction), 3, Warlock: an ongoing ability with a payment power whose cost puts
 * 3 damage on the hero (put, not dealt: nothing prevents it, 402.1). The sources agree.
 */
export default wowCard({
  id: "TDP-110",
  name: "Mortal Delights",
  text: "Ongoing: 1, Put 3 damage on your hero -> Draw a card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, damageHero: 3 },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});

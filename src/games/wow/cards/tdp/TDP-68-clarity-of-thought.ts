import { wowCard } from "../types.js";

/**
 * Clarity of Thought (TDP-68): Ability (Holy), 4, Priest: an ongoing ability with a payment power restricted to an
 * undamaged hero (CR 7.4 701). The four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-68",
  name: "Clarity of Thought",
  text: "Ongoing: [Exhaust] -> Draw a card. Use only if your hero has no damage on it.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      heroUndamaged: true,
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});

import { wowCard } from "../types.js";

/** Lei of Lilies (HoA-306): Equipment (Item, Neck (1)), 4. */
export default wowCard({
  id: "HoA-306",
  name: "Lei of Lilies",
  text: "At the start of your turn, if you have four or more cards in your hand, your hero heals 1 damage from itself. <p> 1, Destroy Lei of Lilies -> Your hero heals 1 damage from itself for each card in your hand.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      condition: "four-or-more-cards-in-hand",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "your-hero", by: "your-hero" }],
    },
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [],
      effects: [{ op: "heal", amount: "cards-in-your-hand", to: "your-hero", by: "your-hero" }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Spiritual Attunement (TDP-65): Ability (Protection), 3, Paladin: an ongoing ability triggering as another character
 * heals damage from its hero (001 406; CR 7.4 703.1); the payment is asked as it resolves (709.2f). The four sources
 * agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-65",
  name: "Spiritual Attunement",
  text: "Ongoing: When another hero or ally heals damage from your hero, you may pay 1. If you do, draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "another-heals-your-hero",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "draw", amount: 1, who: "you" } }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Headmaster's Charge (HoA-325): Equipment (2H Weapon, Melee (1)), 5, 1 melee ATK, strike cost 4. "You may" is asked as
 * the trigger goes on the chain (CR 7.4 708.3); the hero or ally is chosen as it resolves among the ready ones in your
 * party (709.2b) and the card is drawn only if one was exhausted ("if you do", 709.2f). seriallos kept.
 */
export default wowCard({
  id: "HoA-325",
  name: "Headmaster's Charge",
  text: "When you play an ability, you may exhaust a hero or ally in your party. If you do, draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "you-play-ability",
      optional: true,
      targets: [],
      effects: [
        { op: "choose", select: "ready-hero-or-ally-in-your-party" },
        { op: "exhaust", what: "chosen" },
        { op: "if", condition: "you-exhausted-chosen", then: [{ op: "draw", amount: 1, who: "you" }] },
      ],
    },
  ],
});

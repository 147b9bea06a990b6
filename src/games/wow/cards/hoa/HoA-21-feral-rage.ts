import { wowCard } from "../types.js";

/**
 * Feral Rage (HoA-21): Ability (Feral), 5, Druid: an ongoing ability; "while in bear form" is a double-check condition
 * (CR 7.4 703.2), checked as the combat damage is dealt and as the trigger resolves. The sources agree.
 */
export default wowCard({
  id: "HoA-21",
  name: "Feral Rage",
  text: "Ongoing: When your hero is dealt combat damage while in bear form, you may pay 1. <p> If you do, draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-dealt-combat-damage",
      condition: "your-hero-in-bear-form",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "draw", amount: 1, who: "you" } }],
    },
  ],
});

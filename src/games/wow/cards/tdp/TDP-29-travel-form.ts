import { wowCard } from "../types.js";

/**
 * Travel Form (TDP-29): Instant Ability (Form (1), Feral), 2, Druid: an ongoing ability (no bear or cat form keyword;
 * Form (1) makes it unique with the other Forms, CR 7.4 414.3b) with a payment power whose discount is used up by the
 * next quest completed this turn (rules/quest-discount.ts). The sources agree.
 */
export default wowCard({
  id: "TDP-29",
  name: "Travel Form",
  text: "Ongoing: Exhaust your hero -> You pay 1 less to complete your next quest this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustHero: true },
      targets: [],
      effects: [{ op: "quest-discount-this-turn", amount: 1 }],
    },
  ],
});

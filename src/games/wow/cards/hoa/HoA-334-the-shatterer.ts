import { wowCard } from "../types.js";

/**
 * The Shatterer (HoA-334): Equipment (1H Weapon, Melee (1)), 4, 3 melee ATK, strike cost 2. The weapon is chosen by
 * The Shatterer's controller as the trigger resolves (CR 7.4 709.2b: the text names no other chooser), then that hero's
 * controller may pay 2 (rules/unless-pays.ts; docs/rules-decisions.md). seriallos kept; remariano138 gives no text.
 */
export default wowCard({
  id: "HoA-334",
  name: "The Shatterer",
  text: "When your hero deals combat damage with The Shatterer to a hero, destroy one of that hero's controller's weapons unless he pays 2.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-this-to-hero",
      targets: [],
      effects: [
        { op: "choose", select: "opposing-weapon" },
        { op: "unless-pays", amount: 2, who: "subject-controller", then: { op: "destroy", what: "chosen" } },
      ],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Blessing of Protection (HoA-63): Instant Ability, 2, Paladin: an attachment (CR 7.4 400.6) with two prevention
 * powers, damage dealt to and damage dealt by the attached character (717.2; rules/prevention-powers.ts `dealtBy`),
 * destroyed at end of turn (as Blessing of Freedom). seriallos kept for cost and text.
 */
export default wowCard({
  id: "HoA-63",
  name: "Blessing of Protection",
  text: "Attach to target hero or ally in your party. <p> Ongoing: Prevent all damage that would be dealt to and dealt by attached character. <p> At end of turn, destroy Blessing of Protection.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally-in-your-party" }],
      effects: [{ op: "attach", to: { target: 0 } }],
    },
    { kind: "prevent-damage", applies: "attached" },
    { kind: "prevent-damage", applies: "attached", dealtBy: true },
    { kind: "trigger", on: "each-turn-end", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});

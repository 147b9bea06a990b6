import { wowCard } from "../types.js";

/**
 * Blessing of Freedom (TDP-55): Instant Ability (Protection, Blessing), 1, Paladin: an attachment (CR 7.4 400.2) on a
 * friendly hero or ally that is Untargetable while attached (CR 7.4 400.6, glossary Untargetable); "at end of turn" is
 * the end of the turn it is in play, the `each-turn-end` trigger (500.2). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-55",
  name: "Blessing of Freedom",
  text: "Attach to target hero or ally in your party. <p> Ongoing: Attached character is Untargetable. <p> At end of turn, destroy Blessing of Freedom.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally-in-your-party" }],
      effects: [{ op: "attach", to: { target: 0 } }],
    },
    { kind: "grant-keyword", applies: "attached", keyword: "Untargetable" },
    { kind: "trigger", on: "each-turn-end", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});

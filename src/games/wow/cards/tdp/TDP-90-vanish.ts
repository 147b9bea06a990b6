import { wowCard } from "../types.js";

/**
 * Vanish (TDP-90): Instant Ability (Subtlety), 1, Rogue: its one-shot text resolves, then it stays in play as an ongoing
 * ability (CR 7.4 709.2g). "If it's defending, remove all attackers from combat" (602.4); "when your hero deals damage,
 * destroy Vanish" is a triggered power (CR 7.4 703). seriallos kept.
 */
export default wowCard({
  id: "TDP-90",
  name: "Vanish",
  text: "Your hero is Elusive this turn. If it's defending, remove all attackers from combat. <p> Ongoing: Your hero has Stealth. <p> When your hero deals damage, destroy Vanish.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "keyword-this-turn", what: "your-hero", keyword: "Elusive" },
        { op: "remove-attackers-if-your-hero-defends" },
      ],
    },
    { kind: "grant-keyword", applies: "your-hero", keyword: "Stealth" },
    { kind: "trigger", on: "your-hero-deals-damage", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});

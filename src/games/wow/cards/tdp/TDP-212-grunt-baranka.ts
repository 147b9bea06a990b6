import { wowCard } from "../types.js";

/**
 * Grunt Baranka (TDP-212): Horde Ally, Orc Warrior, 2, 2 melee / 2 health. Her trigger at 602.3 (WOW-EX-28). The
 * four sources agree.
 */
export default wowCard({
  id: "TDP-212",
  name: "Grunt Baranka",
  text: "Protector <p> When Grunt Baranka defends against an ally, destroy her. If you do, destroy all attacking allies.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "trigger",
      on: "defends-against-ally",
      targets: [],
      effects: [{ op: "destroy-self-then", then: [{ op: "destroy", what: "each-attacking-ally" }] }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * High Overlord Saurfang (TDP-214): Horde Ally, Orc Warrior, Unique (CR 7.4 414.3a), 8, 9 melee / 4 health. His
 * trigger at 602.3 (WOW-EX-28). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-214",
  name: "High Overlord Saurfang",
  text: "Protector <p> When an ally enters combat with High Overlord Saurfang, destroy that ally.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "trigger",
      on: "ally-enters-combat-with-this",
      targets: [],
      effects: [{ op: "destroy", what: "subject" }],
    },
  ],
});

import { wowCard } from "../types.js";

/**
 * Frost Trap (TDP-33): Instant Ability (Survival), 4, Hunter. Trap: the defending hero may be exhausted rather than
 * the cost paid (CR 7.4 403.3; rules/traps.ts). "Can't attack this turn" is a definite modifier that also reaches
 * allies entering later (CR 7.4 714.3e). The sources agree.
 */
export default wowCard({
  id: "TDP-33",
  name: "Frost Trap",
  text: "Trap (You may exhaust your defending hero rather than pay this card's cost.) <p> Remove all attackers from combat, and opposing heroes and allies can't attack this turn.",
  powers: [
    { kind: "keyword", keyword: "Trap" },
    {
      kind: "play",
      targets: [],
      effects: [{ op: "remove-attackers-from-combat" }, { op: "opponents-cant-attack-this-turn" }],
    },
  ],
});

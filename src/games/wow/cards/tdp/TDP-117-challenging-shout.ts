import { wowCard } from "../types.js";

/**
 * Challenging Shout (TDP-117): Instant Ability (Shout, Fury), 2, Warrior: one definite modifier for every opposing
 * character this turn, those entering later too (CR 7.4 714.3e; must attack if able, 600.2; can attack only your hero
 * if able, 601.2c-d; rules/opponents-must-attack.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-117",
  name: "Challenging Shout",
  text: "This turn, opposing heroes and allies must attack if able and can attack only your hero if able.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "opponents-must-attack-you-this-turn" }] }],
});

import { wowCard } from "../types.js";

/**
 * Heroic Strike (HoA-142): Ability (Arms), 1, Warrior: a definite modifier on every weapon its controller controls this
 * turn (CR 7.4 714.3e; rules/weapons.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-142",
  name: "Heroic Strike",
  text: "Your weapons have +3 ATK this turn.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "weapons-atk-this-turn", amount: 3 }] }],
});

import { defineCard } from "../types.js";

/**
 * Galio, Indefatigable — Unit (Champion), Order, 3 Energy + 1 Order Power. [Deflect] and [Tank] printed (CR 1.4 725);
 * "I don't deal combat damage": his Might counts for nothing in the combat damage step (626, as a stunned unit's).
 */
export default defineCard({
  code: "UNL-171",
  name: "Galio, Indefatigable",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\n[Tank] (I must be assigned combat damage first.)\nI don't deal combat damage.",
  abilities: [{ kind: "passive", passive: { kind: "noCombatDamage" } }],
});

import { defineCard } from "../types.js";

/**
 * Mageseeker Investigator — Unit, Order, 4 Energy.
 * An additional cost (560.4) of an opponent's standard move (140.3: several units at once) to his battlefield:
 * [A] per unit beyond the first, paid from runes or pool as the move is made. Moves by spells and abilities are not
 * "paid" by anyone and are not taxed (docs/rules-decisions.md "Mageseeker Investigator").
 */
export default defineCard({
  code: "UNL-163",
  name: "Mageseeker Investigator",
  text: "Opponents must pay :rb_rune_rainbow: for each unit beyond the first to move multiple units to my battlefield at the same time.",
  abilities: [{ kind: "passive", passive: { kind: "moveTax", power: 1 } }],
});

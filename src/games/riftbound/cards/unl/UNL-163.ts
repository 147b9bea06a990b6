import { defineCard } from "../types.js";

/**
 * Mageseeker Investigator — Unit, Order, 4 Energy.
 */
export default defineCard({
  code: "UNL-163",
  name: "Mageseeker Investigator",
  text: "Opponents must pay :rb_rune_rainbow: for each unit beyond the first to move multiple units to my battlefield at the same time.",
  unsupported:
    "an extra cost on opponents' moves of several units at once (pay per unit beyond the first) is not a cost the movement rules know yet",
  abilities: [],
});

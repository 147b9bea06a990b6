import { defineCard } from "../types.js";

/**
 * Towering Combatant — Unit, Body, 4 Energy.
 * [Shield 2] and [Tank] are printed keywords.
 */
export default defineCard({
  code: "UNL-099",
  name: "Towering Combatant",
  text: "[Shield 2] (+2 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)",
  abilities: [],
});

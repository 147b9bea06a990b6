import { defineCard } from "../types.js";

/**
 * Mutated Mouser — Unit, Calm, 2 Energy.
 * [Shield 2] and [Tank] are printed keywords.
 */
export default defineCard({
  code: "UNL-036",
  name: "Mutated Mouser",
  text: "[Shield 2] (+2 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)",
  abilities: [],
});

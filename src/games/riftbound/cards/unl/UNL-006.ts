import { defineCard } from "../types.js";

/**
 * Sharkling — Unit, Fury, 3 Energy.
 * [Accelerate] and [Assault 4] are printed keywords.
 */
export default defineCard({
  code: "UNL-006",
  name: "Sharkling",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\n[Assault 4] (+4 :rb_might: while I'm an attacker.)",
  abilities: [],
});

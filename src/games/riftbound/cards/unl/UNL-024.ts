import { defineCard } from "../types.js";

/**
 * Rengar, Unseen — Unit (Champion), Fury, 4 Energy + 1 Power.
 * Every line is a printed keyword: Accelerate, Assault 2, Deflect, Ganking.
 */
export default defineCard({
  code: "UNL-024",
  name: "Rengar, Unseen",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\n[Assault 2] (+2 :rb_might: while I'm an attacker.)\n[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\n[Ganking] (I can move from battlefield to battlefield.)",
  abilities: [],
});

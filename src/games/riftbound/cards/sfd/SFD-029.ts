import { defineCard } from "../types.js";

/** Rek'Sai, Breacher — Unit. Unsupported: needs [Accelerate] granted to units played from anywhere other than a hand, applied as their additional cost (Accelerate is read from card data only). */
export default defineCard({
  code: "SFD-029",
  name: "Rek'Sai, Breacher",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\n[Assault] (+1 :rb_might: while I'm an attacker.)\nFriendly units played from anywhere other than a player's hand have [Accelerate].",
  abilities: [],
  unsupported:
    "Needs [Accelerate] granted to units played from anywhere other than a hand, applied as their additional cost (Accelerate is read from card data only)",
});

import { defineCard } from "../types.js";

/**
 * Rek'Sai, Breacher — Unit (Champion), Fury, 3 Energy, 3 Might. [Accelerate] and [Assault] are printed (717, 719).
 * "Friendly units played from anywhere other than a player's hand have [Accelerate]": a grant (713.3) to its
 * controller's unit cards off the board and out of hands — trash, deck, banishment, Champion Zone, facedown — so a
 * unit played from there may have the Accelerate cost paid (717.1), by a player's play or an effect's (560.1.c). Once
 * paid, the unit enters ready even if Rek'Sai has left meanwhile (Spiritforged FAQ: Accelerate's delayed replacement).
 */
export default defineCard({
  code: "SFD-029",
  name: "Rek'Sai, Breacher",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\n[Assault] (+1 :rb_might: while I'm an attacker.)\nFriendly units played from anywhere other than a player's hand have [Accelerate].",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit" }, keywords: ["Accelerate"], zones: "playedNotFromHand" },
    },
  ],
});

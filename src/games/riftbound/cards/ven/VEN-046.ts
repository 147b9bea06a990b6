import { defineCard } from "../types.js";

/**
 * Nasus, Ascended — Unit (Champion), Calm, 8 Energy + 1 Power.
 * [Deflect 2] comes from the card data. [Empower] [8] (CR 1.4 827); the [Empowered] conquer trigger is active only
 * while Empowered (CR 1.4 828.1.c), as "When I conquer" (630.1).
 */
export default defineCard({
  code: "VEN-046",
  name: "Nasus, Ascended",
  text: "[Deflect 2] (Opponents must pay :rb_rune_rainbow::rb_rune_rainbow: to choose me with a spell or ability.)\n[Empower] :rb_energy_8: (:rb_energy_8:: Empower me. Use only if not Empowered.)\n[Empowered][>] When I conquer, you score 1 point.",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 8 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      if: { is: { self: true }, filter: { state: ["empowered"] } },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});

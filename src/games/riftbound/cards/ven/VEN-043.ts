import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Steel Paws — Unit, Calm, 1 Energy.
 * [Deflect] comes from the card data; [Empower] [7] (CR 1.4 827); [Empowered] +7 Might (828).
 */
export default defineCard({
  code: "VEN-043",
  name: "Steel Paws",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\n[Empower] :rb_energy_7: (:rb_energy_7:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +7 :rb_might:.",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 7 }, effects: [{ op: "empower", what: { self: true } }] },
    { kind: "passive", passive: { kind: "might", amount: 7, when: EMP } },
  ],
});

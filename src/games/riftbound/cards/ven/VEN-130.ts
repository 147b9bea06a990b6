import { defineCard } from "../types.js";

/**
 * Aurok General — Unit, Order, 5 Energy.
 * [Empower] [3][Order] (CR 1.4 827). "Your units that are [Empowered] have +2 (including me)": others through
 * `othersMight`, me through my own `might` passive, both only while I'm Empowered (828).
 */
export default defineCard({
  code: "VEN-130",
  name: "Aurok General",
  text: "[Empower] :rb_energy_3::rb_rune_order: (:rb_energy_3::rb_rune_order:: Empower me. Use only if not Empowered.)\n[Empowered][>] Your units that are [Empowered] have +2 :rb_might: (including me).",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 3, power: 1, powerDomain: "Order" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 2,
        filter: { type: "unit", controller: "friendly", state: ["empowered"] },
        when: { is: { self: true }, filter: { state: ["empowered"] } },
      },
    },
    {
      kind: "passive",
      passive: { kind: "might", amount: 2, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});

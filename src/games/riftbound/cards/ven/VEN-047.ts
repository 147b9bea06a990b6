import { defineCard } from "../types.js";

/**
 * Apprentice Mage — Unit, Mind, 3 Energy.
 * [Empower] [2] (CR 1.4 827); "When I become [Empowered]" (CR 1.4 441.2.a, 828.1.d), [Predict 2] (CR 1.4 436);
 * [Empowered] +1 Might (828).
 */
export default defineCard({
  code: "VEN-047",
  name: "Apprentice Mage",
  text: "[Empower] :rb_energy_2: (:rb_energy_2:: Empower me. Use only if not Empowered.)\nWhen I become [Empowered], [Predict 2]. (Look at the top 2 cards of your Main Deck. Recycle any of them and put the rest back in any order.)\n[Empowered][>] I have +1 :rb_might:.",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 2 }, effects: [{ op: "empower", what: { self: true } }] },
    { kind: "triggered", on: "empowered", filter: { self: true }, effects: [{ op: "predict", n: 2 }] },
    {
      kind: "passive",
      passive: { kind: "might", amount: 1, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});

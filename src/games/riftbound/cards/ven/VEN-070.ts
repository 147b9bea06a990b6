import { defineCard } from "../types.js";

/**
 * Brutal Hunter — Unit, Body, 3 Energy + 1 Power.
 * [Empower] [3] (CR 1.4 827); [Empowered] +2 Might and [Ganking] (828).
 */
export default defineCard({
  code: "VEN-070",
  name: "Brutal Hunter",
  text: "[Empower] :rb_energy_3: (:rb_energy_3:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +2 :rb_might: and [Ganking]. (I can move from battlefield to battlefield.)",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 3 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "passive",
      passive: { kind: "might", amount: 2, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
    {
      kind: "passive",
      passive: { kind: "keyword", keyword: "Ganking", when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});

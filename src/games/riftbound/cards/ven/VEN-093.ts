import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Kinkou Lifeblade — Unit, Chaos, 4 Energy.
 * [Empower] [2] (CR 1.4 827); [Empowered] +1 Might and [Ganking] (828, 810).
 */
export default defineCard({
  code: "VEN-093",
  name: "Kinkou Lifeblade",
  text: "[Empower] :rb_energy_2: (:rb_energy_2:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +1 :rb_might: and [Ganking]. (I can move from battlefield to battlefield.)",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 2 }, effects: [{ op: "empower", what: { self: true } }] },
    { kind: "passive", passive: { kind: "might", amount: 1, when: EMP } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: EMP } },
  ],
});

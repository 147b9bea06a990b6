import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Shadow Fiend — Unit, Fury, 2 Energy.
 * [Empower] [2][Fury] (CR 1.4 827); [Empowered] [Assault 3] (828, 807).
 */
export default defineCard({
  code: "VEN-014",
  name: "Shadow Fiend",
  text: "[Empower] :rb_energy_2::rb_rune_fury: (:rb_energy_2::rb_rune_fury:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have [Assault 3]. (+3 :rb_might: while I'm an attacker.)",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 2, power: 1, powerDomain: "Fury" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    { kind: "passive", passive: { kind: "keyword", keyword: "Assault 3", when: EMP } },
  ],
});

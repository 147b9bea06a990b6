import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Serene Ascetic — Unit, Calm, 3 Energy.
 * [Empower] [3] (CR 1.4 827); [Empowered] [Deflect] and [Shield 3] (828).
 */
export default defineCard({
  code: "VEN-030",
  name: "Serene Ascetic",
  text: "[Empower] :rb_energy_3: (:rb_energy_3:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have [Deflect] and [Shield 3]. (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.+3 :rb_might: while I'm a defender.)",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 3 }, effects: [{ op: "empower", what: { self: true } }] },
    { kind: "passive", passive: { kind: "keyword", keyword: "Deflect", when: EMP } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Shield 3", when: EMP } },
  ],
});

import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Renekton, Brute — Unit (Champion), Body, 5 Energy. "When my Might becomes 10 or more": a `mightChanged` event of
 * mine going from below 10 to 10 or more (checked at each cleanup, like becoming Mighty, CR 1.4 709); [Empowered]
 * [Deflect] and [Ganking] (CR 1.4 828).
 */
export default defineCard({
  code: "VEN-092",
  name: "Renekton, Brute",
  text: ":rb_energy_1:: Give me +1 :rb_might: this turn.\nWhen my Might becomes 10 or more, empower me. (I become Empowered if I'm not already.)\n[Empowered][>] I have [Deflect] and [Ganking]. (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability. I can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1 },
      effects: [{ op: "might", what: { self: true }, amount: 1, duration: "turn" }],
    },
    {
      kind: "triggered",
      on: "mightChanged",
      filter: { self: true },
      if: {
        and: [
          { compare: [{ eventData: "before" }, { op: "<", value: 10 }] },
          { compare: [{ eventData: "after" }, { op: ">=", value: 10 }] },
        ],
      },
      effects: [{ op: "empower", what: { self: true } }],
    },
    { kind: "passive", passive: { kind: "keyword", keyword: "Deflect", when: EMP } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: EMP } },
  ],
});

import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** "If you've spent at least [A][A] this turn": the Power paid for costs this turn (CR 1.4 561; rules/tallies.ts). */
const SPENT_TWO_POWER: Condition = { compare: [{ powerSpent: "you" }, { op: ">=", value: 2 }] };

/**
 * Sivir, Mercenary — Unit, Chaos, 4 Energy + 1 Chaos. Accelerate is printed (717); +2 Might and [Ganking] while the
 * condition holds (567-570, 713), read continuously.
 */
export default defineCard({
  code: "SFD-143",
  name: "Sivir, Mercenary",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_chaos: as an additional cost to have me enter ready.)\nIf you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn, I have +2 :rb_might: and [Ganking]. (I can move from battlefield to battlefield.)",
  abilities: [
    { kind: "passive", passive: { kind: "might", amount: 2, when: SPENT_TWO_POWER } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: SPENT_TWO_POWER } },
  ],
});

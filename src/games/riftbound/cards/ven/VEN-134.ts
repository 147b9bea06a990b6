import { defineCard, type Condition } from "../types.js";

/** "While I'm [Empowered] three times" (CR 1.4 441.1.c.1). */
const THRICE: Condition = { compare: [{ empoweredTimes: { self: true } }, { op: ">=", value: 3 }] };

/**
 * Kayle, Justified — Unit (Champion), Order, 3 Energy, 3 Might. A permission to be Empowered up to three times (CR 1.4
 * 441.1.c.1, `maxEmpower`): her [Empower] ability is usable until then (its reminder has no "use only if not
 * Empowered", 827.1.c.1); +2 Might per time; at three, [Deflect 3] and [Ganking]. Disempowering removes the status
 * entirely (442.1), so she starts again at 0.
 */
export default defineCard({
  code: "VEN-134",
  name: "Kayle, Justified",
  text: "[Empower] :rb_energy_3: (:rb_energy_3:: Empower me.)\nI can be [Empowered] up to three times.\nI have +2 :rb_might: for each time I'm [Empowered].\nWhile I'm [Empowered] three times, I have [Deflect 3] and [Ganking].",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 3 },
      effects: [{ op: "empower", what: { self: true } }],
    },
    { kind: "passive", passive: { kind: "rule", key: "maxEmpower", value: 3 } },
    { kind: "passive", passive: { kind: "might", amount: { times: [{ empoweredTimes: { self: true } }, 2] } } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Deflect 3", when: THRICE } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: THRICE } },
  ],
});

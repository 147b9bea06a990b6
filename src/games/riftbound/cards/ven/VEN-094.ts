import { defineCard } from "../types.js";

/**
 * Mask Mother — Unit, Chaos, 3 Energy.
 * "When you discard me" looks at me in the trash (598.1.b); "you may pay [1] to" is the trigger's cost (CR 1.4
 * 383.3.b), the friendly unit chosen as it goes on the chain.
 */
export default defineCard({
  code: "VEN-094",
  name: "Mask Mother",
  text: "When you discard me, you may pay :rb_energy_1: to give a friendly unit +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "discarded",
      filter: { self: true },
      zone: "trash",
      cost: { pay: { energy: 1 } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 2, duration: "turn" }],
    },
  ],
});

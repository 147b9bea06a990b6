import { defineCard } from "../types.js";

/**
 * Sea Monkey — Unit, Body, 2 Energy. An optional additional cost of [1] (560.2.b, id `power`); "if you paid" is the
 * play event's `paid` (560.4.d.1).
 */
export default defineCard({
  code: "SFD-098",
  name: "Sea Monkey",
  text: "You may pay :rb_energy_1: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, buff me. (Give me a +1 :rb_might: buff if I don't already have one.)",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "power", energy: 1 } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { paid: "power" } },
      effects: [{ op: "buff", what: { self: true } }],
    },
  ],
});

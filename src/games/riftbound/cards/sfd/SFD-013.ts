import { defineCard } from "../types.js";

/**
 * Blast Corps Cadet — Unit, Fury, 2 Energy. An optional additional cost (560.2.b, id `power`); "if you paid" is the
 * play event's `paid` (560.4.d.1), so the trigger does not even go on the chain unpaid (CR 1.4 383.2.a.1).
 */
export default defineCard({
  code: "SFD-013",
  name: "Blast Corps Cadet",
  text: "You may pay :rb_energy_1::rb_rune_fury: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, deal 2 to a unit at a battlefield.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", energy: 1, power: { n: 1, domain: "Fury" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { paid: "power" } },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 2, to: { target: "unit" } }],
    },
  ],
});

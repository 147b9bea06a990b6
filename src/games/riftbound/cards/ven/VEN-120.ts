import { defineCard } from "../types.js";

/**
 * Masa, Crashing Thunder — Unit, Order, 4 Energy.
 * The optional additional cost [Order] (560.2.b); "if you paid the additional cost" is an intervening if read from the
 * play (560.4.d.1, CR 1.4 383.2.a.1), so unpaid the trigger does not happen and nothing is chosen.
 */
export default defineCard({
  code: "VEN-120",
  name: "Masa, Crashing Thunder",
  text: "You may pay :rb_rune_order: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, [Stun] an enemy unit at a battlefield. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", power: { n: 1, domain: "Order" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { paid: "power" } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "battlefield" } }],
      effects: [{ op: "stun", what: { target: "unit" } }],
    },
  ],
});

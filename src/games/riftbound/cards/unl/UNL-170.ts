import { defineCard } from "../types.js";

/**
 * Atakhan — Unit, Order, [Ganking] (card data). "You may kill a friendly unit as an additional cost" (560.2.b,
 * `optional: ["killFriendly"]`, the unit named by `costCards`); "I cost [1] less for each Energy it costs and [Order]
 * less for each Power it costs" (560.4-560.5: its printed costs, never below 0; `discountByKilledCost`). "The
 * defender must kill one of their units here": the combat's other player (in a combat only the attacker and the
 * defender have units there, 626) kills one of their units at Atakhan's battlefield.
 */
export default defineCard({
  code: "UNL-170",
  name: "Atakhan",
  text: "You may kill a friendly unit as an additional cost to play me. If you do, I cost :rb_energy_1: less for each Energy it costs and :rb_rune_order: less for each Power it costs.\n[Ganking] (I can move from battlefield to battlefield.)\nWhen I attack, the defender must kill one of their units here.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "additionalCost",
        optional: true,
        cost: "killFriendly",
        discountByKilledCost: { domain: "Order" },
      },
    },
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      effects: [{ op: "each", perPlayer: "killOwnUnit", players: "opponents", filter: { type: "unit", at: "here" } }],
    },
  ],
});

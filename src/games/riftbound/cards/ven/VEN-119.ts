import { defineCard } from "../types.js";

/**
 * Keeper of Law — Unit, Order, 5 Energy + 1 Power.
 * A cost change of the card itself (560.4, 570.2), [2] and one [Order] pip off while you control a battlefield with exactly two units there (any player's).
 */
export default defineCard({
  code: "VEN-119",
  name: "Keeper of Law",
  text: "I cost :rb_energy_2::rb_rune_order: less if you control a battlefield with exactly two units there.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2, power: { n: 1, domain: "Order" } } },
        applies: { self: true },
        when: { exists: { type: "battlefield", controller: "friendly", unitCount: 2 } },
      },
    },
  ],
});

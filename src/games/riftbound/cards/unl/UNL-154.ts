import { defineCard } from "../types.js";

/**
 * Crimson Pigeons — Unit, Order, 3 Energy.
 * "While I'm attacking with another unit": an attacker, not alone (620).
 */
export default defineCard({
  code: "UNL-154",
  name: "Crimson Pigeons",
  text: "I have +2 :rb_might: while I'm attacking with another unit.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "might",
        amount: 2,
        when: {
          and: [
            { is: { self: true }, filter: { state: ["attacking"] } },
            { not: { is: { self: true }, filter: { state: ["alone"] } } },
          ],
        },
      },
    },
  ],
});

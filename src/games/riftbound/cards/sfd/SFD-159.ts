import { defineCard } from "../types.js";

/**
 * Trusty Ramhound — Unit, Order, 2 Energy. A conditional Might passive (568.3).
 */
export default defineCard({
  code: "SFD-159",
  name: "Trusty Ramhound",
  text: "While you have another unit here, I have +1 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "might",
        amount: 1,
        when: { exists: { type: "unit", controller: "friendly", at: "here", other: true } },
      },
    },
  ],
});

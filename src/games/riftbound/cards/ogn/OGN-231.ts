import { defineCard } from "../types.js";

/** Commander Ledros — Unit, Order, 6 Energy + 4 Order Power. Deflect, Ganking (printed). */
export default defineCard({
  code: "OGN-231",
  name: "Commander Ledros",
  text: "As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by :rb_rune_order: for each killed this way.\n[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\n[Ganking] (I can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "passive",
      // 560.2.b optional additional cost (`optional: ["killFriendly"]`, the units as `costCards`); 560.4 discount.
      passive: {
        kind: "additionalCost",
        optional: true,
        cost: "killFriendly",
        anyNumber: true,
        discountEach: { power: 1, domain: "Order" },
      },
    },
  ],
});

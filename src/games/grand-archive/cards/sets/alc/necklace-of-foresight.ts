/** Necklace of Foresight (regalia/item, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "lq2kkvoqk1",
  name: "Necklace of Foresight",
  text: "[Class Bonus] This card costs 1 less to materialize.\n\nBanish Necklace of Foresight: Glimpse 4. (To glimpse, look at that many cards from the top of your deck. Put those cards back on the top or on the bottom of your deck in any order.)",
  abilities: [
    { kind: "materializeCostLess", amount: 1, condition: { kind: "classBonus" } },
    { kind: "activated", costs: [{ kind: "banishSelf" }], effects: [{ op: "glimpse", amount: 4 }] },
  ],
});

/** Deep Sea Beastbonder (ally, water, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "qxbdXU7H4Z",
  name: "Deep Sea Beastbonder",
  text: "Your champion gets +1 level as long as you control an Animal or Beast ally. \n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    {
      kind: "championLevel",
      amount: 1,
      condition: {
        kind: "or",
        conditions: [
          { kind: "youControl", filter: { type: "ally", controller: "you", subtype: "ANIMAL" } },
          { kind: "youControl", filter: { type: "ally", controller: "you", subtype: "BEAST" } },
        ],
      },
    },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});

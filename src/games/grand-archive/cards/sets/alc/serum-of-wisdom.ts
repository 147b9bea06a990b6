/** Serum of Wisdom (item, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "bae3z4pyx8",
  name: "Serum of Wisdom",
  text: "Brew — Three Herbs (You may sacrifice the listed objects rather than pay this card's reserve cost.) \n\nSacrifice Serum of Wisdom: Glimpse 3. Draw a card into your memory.",
  abilities: [
    { kind: "brew", recipe: [{ count: 3, subtype: "HERB" }] },
    {
      kind: "activated",
      costs: [{ kind: "sacrificeSelf" }],
      effects: [
        { op: "glimpse", amount: 3 },
        { op: "draw", amount: 1, into: "memory" },
      ],
    },
  ],
});

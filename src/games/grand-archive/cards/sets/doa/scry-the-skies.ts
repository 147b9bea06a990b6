/** Scry the Skies (action, norm, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "F9POfB5Nah",
  name: "Scry the Skies",
  text: "Glimpse LV. Draw a card into your memory. (To glimpse, look at that many cards from the top of your deck. Put those cards back on the top or on the bottom of your deck in any order.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "glimpse", amount: { count: "championLevel" } },
        { op: "draw", amount: 1, into: "memory" },
      ],
    },
  ],
});

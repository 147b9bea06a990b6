/** Revitalizing Cleanse (action, water, reserve 5, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "1BkfdFqCrG",
  name: "Revitalizing Cleanse",
  text: "Reveal all cards in your memory. Recover X where X is the amount of water element cards revealed this way. Draw a card. (To recover, remove that many damage counters from your champion.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "revealMemories", who: "you" },
        { op: "recoverPerRevealed", element: "WATER" },
        { op: "draw", amount: 1 },
      ],
    },
  ],
});

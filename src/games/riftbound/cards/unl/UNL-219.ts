import { defineCard } from "../types.js";

/**
 * Vaults of Helia — Battlefield. "When you hold here" (630.2); the increase is a cost passive held by that player
 * until the end of the turn (CR 1.4 356.3: increases apply before discounts), for non-token units (170).
 */
export default defineCard({
  code: "UNL-219",
  name: "Vaults of Helia",
  text: "When you hold here, your non-token units cost :rb_energy_1: more to play this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          passive: {
            kind: "cost",
            applies: { cards: { type: "unit", token: false } },
            mod: { increase: { energy: 1 } },
          },
        },
      ],
    },
  ],
});

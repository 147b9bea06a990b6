import { defineCard } from "../types.js";

/**
 * The Academy — Battlefield. "When you hold here" is controlled by the player who held (630.2); the next spell they
 * play this turn gets one more [Repeat] costing its printed (base) cost (CR 1.4 820.1.c.2, `grantRepeat` with `next`).
 */
export default defineCard({
  code: "UNL-216",
  name: "The Academy",
  text: "When you hold here, give your next spell this turn [Repeat] equal to its base cost. (You may pay the additional cost to repeat the spell's effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { here: true },
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          next: { type: "spell" },
          passive: { kind: "grantRepeat", cost: "baseCost" },
        },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Temporal Portal — Gear, Mind. The next spell its controller plays this turn gets one more [Repeat] (CR 1.4 820.1.c.2,
 * `grantRepeat` created with `next`), costing the spell's printed cost (SFAQ Temporal Portal: "anything that asks for
 * a card's cost finds its printed cost"; a discount of the spell applies once, to the spell, not to its Repeat).
 */
export default defineCard({
  code: "SFD-078",
  name: "Temporal Portal",
  text: ":rb_rune_rainbow:, :rb_exhaust:: Give the next spell you play this turn [Repeat] equal to its cost. (You may pay the additional cost to repeat the spell's effect.)",
  abilities: [
    {
      kind: "activated",
      cost: { power: 1, exhaust: true },
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

import { defineCard } from "../types.js";

/**
 * Grand Duelist — Legend, Body + Order (Fiora). "Becomes Mighty" is CR 1.4 709 (event `becameMighty`).
 */
export default defineCard({
  code: "SFD-205",
  name: "Grand Duelist",
  text: "When one of your units becomes [Mighty], you may exhaust me to channel 1 rune exhausted. (A unit is Mighty while it has 5+ :rb_might:.)",
  abilities: [
    {
      kind: "triggered",
      on: "becameMighty",
      filter: { subject: { type: "unit", controller: "friendly" } },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Grand Duelist to channel 1 rune exhausted?",
          cost: { exhaustSelf: true },
          then: [{ op: "channel", n: 1, exhausted: true }],
        },
      ],
    },
  ],
});

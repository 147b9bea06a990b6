import { defineCard } from "../types.js";

/**
 * Power Nexus — Battlefield. "When you hold here" is controlled by the player who holds (630.2); the four [A] are
 * the trigger's cost (CR 1.4 383.3.b).
 */
export default defineCard({
  code: "SFD-214",
  name: "Power Nexus",
  text: "When you hold here, you may pay :rb_rune_rainbow::rb_rune_rainbow::rb_rune_rainbow::rb_rune_rainbow: to score 1 point.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { here: true },
      cost: { pay: { power: 4 } },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Crescent Guardian — Unit, Chaos, 4 Energy, 4 Might. An optional additional cost (560.2.b) offered only if you've
 * played a spell this turn (a `played` spell event of yours); paid, "I enter ready" (like a paid Accelerate, 717.1.b).
 */
export default defineCard({
  code: "UNL-122",
  name: "Crescent Guardian",
  text: "If you've played a spell this turn, you may pay :rb_rune_chaos: as an additional cost to play me. If you do, I enter ready.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "additionalCost",
        optional: true,
        cost: "power",
        power: { n: 1, domain: "Chaos" },
        enterReady: true,
        when: { happened: { kind: "played", filter: { player: "you", subject: { type: "spell" } } } },
      },
    },
  ],
});

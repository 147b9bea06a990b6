import { defineCard } from "../types.js";

/** Clockwork Keeper — Unit, Calm, 2 Energy. The 560.4.d.1 example. */
export default defineCard({
  code: "OGN-044",
  name: "Clockwork Keeper",
  text: "As you play me, you may pay :rb_rune_calm: as an additional cost. If you do, draw 1.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", power: { n: 1, domain: "Calm" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "if", cond: { paidOptional: "power" }, then: [{ op: "draw", n: 1 }] }],
    },
  ],
});

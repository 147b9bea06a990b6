import { defineCard } from "../types.js";

/**
 * Chakram Dancer — Unit, Mind, 3 Energy.
 * [Ambush] printed (CR 1.4 822). "Your other units here": at her location as it resolves.
 */
export default defineCard({
  code: "UNL-071",
  name: "Chakram Dancer",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen you play me, give your other units here [Shield] this turn. (+1 :rb_might: while they're defenders.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "keyword",
          what: { all: { type: "unit", controller: "friendly", at: "here", other: true } },
          keyword: "Shield",
          duration: "turn",
        },
      ],
    },
  ],
});

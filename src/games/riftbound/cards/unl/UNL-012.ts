import { defineCard } from "../types.js";

/**
 * Lord Broadmane — Unit, Fury, 5 Energy + 1 Power.
 * [Ambush] printed (CR 1.4 822). "Your other units here": friendly units at his location as the ability resolves.
 */
export default defineCard({
  code: "UNL-012",
  name: "Lord Broadmane",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen you play me, give your other units here [Assault] this turn. (+1 :rb_might: while they're attackers.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "keyword",
          what: { all: { type: "unit", controller: "friendly", at: "here", other: true } },
          keyword: "Assault",
          duration: "turn",
        },
      ],
    },
  ],
});

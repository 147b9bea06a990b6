import { defineCard } from "../types.js";

/**
 * Yeti Brawler — Unit, Fury, 6 Energy.
 * "When I conquer" with the conquest's excess damage (626.1.d, as Tryndamere, Barbarian); Gold tokens (SFD-T03) enter exhausted.
 */
export default defineCard({
  code: "UNL-018",
  name: "Yeti Brawler",
  text: 'When I conquer, if you assigned 3 or more excess damage, play two Gold gear tokens exhausted. (They have "[Reaction][>] Kill this, :rb_exhaust:: [Add] :rb_rune_rainbow:.")',
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "if",
          cond: { compare: [{ eventData: "excessDamage" }, { op: ">=", value: 3 }] },
          then: [{ op: "token", token: "Gold", n: 2, at: "base" }],
        },
      ],
    },
  ],
});

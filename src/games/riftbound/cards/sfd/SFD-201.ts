import { defineCard } from "../types.js";

/**
 * Chem-Baroness — Legend (Renata Glasc), Mind/Order. "When you or an ally hold" is a `held` event of a friendly
 * player (648.8.d); "you may exhaust me to …" is asked as it resolves, only if I can be exhausted (592, CR 1.4
 * 355.10). The second line changes the Gold token's [Add] (605) while `points` ≥ Victory Score − 3 ("within 3
 * points", as Leona, Zealot reads it).
 */
export default defineCard({
  code: "SFD-201",
  name: "Chem-Baroness",
  text: "When you or an ally hold, you may exhaust me to play a Gold gear token exhausted.\nWhile your score is within 3 points of the Victory Score, your Gold [ADD] an additional :rb_energy_1:.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "friendly" },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Chem-Baroness to play a Gold gear token exhausted?",
          cost: { exhaustSelf: true },
          then: [{ op: "token", token: "Gold", n: 1, at: "base" }],
        },
      ],
    },
    {
      kind: "passive",
      passive: {
        kind: "addAdditional",
        name: "Gold",
        energy: 1,
        when: { compare: [{ points: "you" }, { op: ">=", value: { minus: [{ victoryScore: true }, 3] } }] },
      },
    },
  ],
});

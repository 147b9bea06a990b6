import { defineCard } from "../types.js";

/**
 * Allay, Eager Admirer — Unit, Calm, 3 Energy.
 * [Deflect] printed. "While I'm at a battlefield": a grant with a condition on herself (568.3).
 */
export default defineCard({
  code: "UNL-041",
  name: "Allay, Eager Admirer",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhile I'm at a battlefield, your other units here have [Deflect].",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "grant",
        to: { type: "unit", controller: "friendly", at: "here", other: true },
        keywords: ["Deflect"],
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});

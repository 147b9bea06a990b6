import { defineCard } from "../types.js";

/**
 * Tianna Crownguard — Unit, Calm, 7 Energy + 2 Calm. Deflect is printed. Errata (Spiritforged FAQ): "opponents
 * can't gain points" — they still conquer and hold, with their triggers (and the final-point draw), but gain no points
 * however they would (`cant` `gainPoints`, 567).
 */
export default defineCard({
  code: "SFD-060",
  name: "Tianna Crownguard",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhile I'm at a battlefield, opponents can't score points.",
  errata: {
    text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhile I'm at a battlefield, opponents can't gain points.",
    source: "Spiritforged FAQ errata (faq/riftboundoc-errata.json)",
  },
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cant",
        who: "opponent",
        action: { gainPoints: true },
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});

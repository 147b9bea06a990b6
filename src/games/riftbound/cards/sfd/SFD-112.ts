import { defineCard } from "../types.js";

/**
 * Kato the Arm — Unit, Body, 4 Energy + 1 Power. [Deflect] printed. Errata (Spiritforged errata): "another friendly
 * unit". SFAQ: his current keywords and his current Might are given, locked in as the ability resolves (the
 * `keywordsOf` grant and a `mightOf` amount read on resolution).
 */
export default defineCard({
  code: "SFD-112",
  name: "Kato the Arm",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen I move to a battlefield, give a friendly unit my keywords and +:rb_might: equal to my Might this turn.",
  errata: {
    text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen I move to a battlefield, give another friendly unit my keywords and +:rb_might: equal to my Might this turn.",
    source: "Spiritforged errata (faq/riftboundoc-errata.json; jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", other: true } }],
      effects: [
        { op: "keyword", what: { target: "unit" }, keywordsOf: { self: true }, duration: "turn" },
        { op: "might", what: { target: "unit" }, amount: { mightOf: { self: true } }, duration: "turn" },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/**
 * Teemo, Strategist — Unit (Champion), Mind, 2 Energy + 1 Power. Hidden.
 * Errata (Origins Card Errata): "When I defend, choose an enemy unit here and reveal the top 5 cards of your Main
 * Deck. Deal 1 to that unit for each card with [Hidden] revealed this way, then recycle the revealed cards." The
 * printed "or I'm played from [Hidden]" is gone. One target, chosen as the trigger goes on the chain (OFAQ-92);
 * only cards that have [Hidden] count, not cards that mention it (OFAQ-93).
 */
export default defineCard({
  code: "OGN-121",
  name: "Teemo, Strategist",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen I defend or I'm played from [Hidden], reveal the top 5 cards of your Main Deck. Deal 1 to an enemy unit here for each card with [Hidden], then recycle them.",
  abilities: [
    {
      kind: "triggered",
      on: "defended",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [
        { op: "reveal", top: 5, saveAs: "revealed" },
        {
          op: "damage",
          amount: { countVar: "revealed", filter: { at: "mainDeck", keyword: "Hidden" } },
          to: { target: "enemy" },
        },
        { op: "recycle", what: { var: "revealed" } },
      ],
    },
  ],
});

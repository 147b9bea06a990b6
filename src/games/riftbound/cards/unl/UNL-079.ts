import { defineCard } from "../types.js";

/**
 * Diana, Lunari — Unit (Champion), Mind, 3 Energy, 3 Might. Errata (jungaustin-errata.json, Riot): "you may pay [1]
 * to [Predict]" — a cost within instructions right after the trigger condition, so the base cost of the triggered
 * ability, paid as it goes on the chain (CR 1.4 383.3.b). "A showdown begins here": the `showdownStarted` event at
 * her battlefield (545, a combat's showdown too, 548.1). The revealed card stays on top unless it is a spell (drawn).
 */
export default defineCard({
  code: "UNL-079",
  name: "Diana, Lunari",
  text: "When a showdown begins here, you may pay :rb_energy_1:. If you do, [Predict], then reveal the top card of your Main Deck. If it's a spell, draw it. (To Predict, look at the top card of your Main Deck. You may recycle it.)",
  errata: {
    text: "When a showdown begins here, you may pay :rb_energy_1: to [Predict], then reveal the top card of your Main Deck. If it's a spell, draw it. (To Predict, look at the top card of your Main Deck. You may recycle it.)",
    source: "Riot errata (riftbound.gg errata page, jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "showdownStarted",
      filter: { here: true },
      cost: { pay: { energy: 1 } },
      effects: [
        { op: "predict", n: 1 },
        { op: "reveal", top: 1, saveAs: "top" },
        {
          op: "if",
          cond: {
            compare: [
              { countVar: "top", filter: { cardType: "Spell", at: "mainDeck" } },
              { op: ">=", value: 1 },
            ],
          },
          then: [{ op: "toHand", what: { var: "top" }, draw: true }],
        },
      ],
    },
  ],
});

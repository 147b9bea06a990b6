import { defineCard } from "../types.js";

/** Sky Splitter — Spell, Fury, 8 Energy + 1 Fury Power. Action. Its own reduction has no minimum (560.4.c). */
export default defineCard({
  code: "OGN-014",
  name: "Sky Splitter",
  text: "[Action] (Play on your turn or in showdowns.)\nThis spell's Energy cost is reduced by the highest Might among units you control.\nDeal 5 to a unit at a battlefield.",
  abilities: [
    // 560.4: no minimum; summed with the other discounts after those with a minimum (560.4.c)
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { self: true },
        mod: { discount: { energy: { highestMight: { type: "unit", controller: "friendly" } } } },
      },
    },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 5, to: { target: "unit" } }],
    },
  ],
});

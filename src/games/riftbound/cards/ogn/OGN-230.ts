import { defineCard } from "../types.js";

/** Albus Ferros — Unit, Order, 4 Energy. */
export default defineCard({
  code: "OGN-230",
  name: "Albus Ferros",
  text: "When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        // 702.2.b: only buffs of units you control can be spent; any number, none included.
        {
          op: "spendBuff",
          what: { all: { type: "unit", controller: "friendly" } },
          any: true,
          saveAs: "spent",
          prompt: "Albus Ferros: spend the buffs of any number of your units (each channels 1 rune exhausted).",
        },
        { op: "channel", n: { countVar: "spent" }, exhausted: true }, // 606
      ],
    },
  ],
});

/** Crest of the Alliance (regalia, item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "ojwk0pw0y6",
  name: "Crest of the Alliance",
  text: "Whenever a fostered ally you control dies, you may banish Crest of the Alliance. If you do, draw a card.",
  abilities: [
    {
      kind: "trigger",
      on: "fosteredAllyYouControlDies",
      effects: [
        {
          op: "may",
          prompt: "Banish Crest of the Alliance to draw a card?",
          doing: { op: "banishSelf" },
          then: [{ op: "draw", amount: 1 }],
        },
      ],
    },
  ],
});

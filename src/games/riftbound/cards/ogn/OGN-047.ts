import { defineCard } from "../types.js";

/** Find Your Center — Spell, Calm, 3 Energy. Action (printed). */
export default defineCard({
  code: "OGN-047",
  name: "Find Your Center",
  text: "[Action] (Play on your turn or in showdowns.)\nIf an opponent's score is within 3 points of the Victory Score, this costs :rb_energy_2: less.\nDraw 1 and channel 1 rune exhausted.",
  abilities: [
    {
      kind: "passive",
      // 560.4; SFAQ-15: the discount applies once, to the cost of playing this card.
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2 } },
        applies: { self: true },
        when: { compare: [{ points: "opponent" }, { op: ">=", value: { minus: [{ victoryScore: true }, 3] } }] },
      },
    },
    {
      kind: "spell",
      effects: [
        { op: "draw", n: 1 },
        { op: "channel", n: 1, exhausted: true },
      ],
    },
  ],
});

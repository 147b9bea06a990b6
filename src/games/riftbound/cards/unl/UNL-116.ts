import { defineCard } from "../types.js";

/**
 * Poppy, Paragon — Unit (Champion), Body, 5 Energy. [Deflect] is printed. "If an opponent's score is
 * within 3 points of the Victory Score" is an intervening if (CR 1.4 383.2.a.1): the highest opponent score is at
 * least the Victory Score minus 3 (632.1).
 */
export default defineCard({
  code: "UNL-116",
  name: "Poppy, Paragon",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen you play me, if an opponent's score is within 3 points of the Victory Score, ready me and gain 3 XP.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { compare: [{ points: "opponent" }, { op: ">=", value: { minus: [{ victoryScore: true }, 3] } }] },
      effects: [
        { op: "ready", what: { self: true } },
        { op: "gainXp", n: 3 },
      ],
    },
  ],
});

import { defineCard } from "../types.js";

/** Leona, Zealot — Unit (Champion), Calm, 6 Energy + 1 Calm Power. */
export default defineCard({
  code: "OGN-079",
  name: "Leona, Zealot",
  text: "If an opponent's score is within 3 points of the Victory Score, I enter ready.\nStunned enemy units here have -8 :rb_might:, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "enterReady",
        when: { compare: [{ points: "opponent" }, { op: ">=", value: { minus: [{ victoryScore: true }, 3] } }] },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: -8,
        min: 1,
        filter: { type: "unit", controller: "enemy", state: ["stunned"], at: "here" },
      },
    },
  ],
});

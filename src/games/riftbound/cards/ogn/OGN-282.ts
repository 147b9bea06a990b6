import { defineCard } from "../types.js";

const PROMPT = "Spend a buff to draw 1?";

/** Monastery of Hirana — Battlefield. Its conquer trigger is controlled by the player who conquered. */
export default defineCard({
  code: "OGN-282",
  name: "Monastery of Hirana",
  text: "When you conquer here, you may spend a buff to draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered", // 630.1: controlled by the player who conquered (a battlefield's "you")
      filter: { here: true },
      effects: [
        {
          op: "spendBuff",
          what: { all: { type: "unit", controller: "friendly", buffed: true } },
          optional: true,
          prompt: PROMPT,
          saveAs: "spent",
        },
        { op: "if", cond: { varNonEmpty: "spent" }, then: [{ op: "draw", n: 1 }] },
      ],
    },
  ],
});

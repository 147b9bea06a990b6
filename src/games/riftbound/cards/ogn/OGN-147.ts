import { defineCard } from "../types.js";

const PROMPT = "Spend a buff to buff and ready Wildclaw Shaman?";

/** Wildclaw Shaman — Unit, Body, 4 Energy, 3 Might. */
export default defineCard({
  code: "OGN-147",
  name: "Wildclaw Shaman",
  text: "When you play me, you may spend a buff to buff me and ready me. (If I don't have a buff, I get a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "spendBuff",
          what: { all: { type: "unit", controller: "friendly", buffed: true } },
          optional: true,
          prompt: PROMPT,
          saveAs: "spent",
        },
        {
          op: "if",
          cond: { varNonEmpty: "spent" },
          then: [
            { op: "buff", what: { self: true } },
            { op: "ready", what: { self: true } },
          ],
        },
      ],
    },
  ],
});

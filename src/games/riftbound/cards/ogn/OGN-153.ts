import { defineCard } from "../types.js";

/** Overt Operation — Spell, Body, 5 Energy + 2 Body Power. Action. */
export default defineCard({
  code: "OGN-153",
  name: "Overt Operation",
  text: "[Action] (Play on your turn or in showdowns.)\nFor each friendly unit, you may spend its buff to ready it. Then buff all friendly units. (Each one that doesn't have a buff gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "forEach",
          what: { all: { type: "unit", controller: "friendly" } },
          as: "unit",
          effects: [
            // "you may spend its buff" (702.2.b): asked only for a buffed unit; "to ready it" = if you do (UFAQ-05).
            {
              op: "spendBuff",
              what: { var: "unit" },
              optional: true,
              prompt: "Spend its buff to ready it?",
              saveAs: "spent",
            },
            { op: "if", cond: { varNonEmpty: "spent" }, then: [{ op: "ready", what: { var: "unit" } }] },
          ],
        },
        { op: "buff", what: { all: { type: "unit", controller: "friendly" } } },
      ],
    },
  ],
});

import { type CustomEffect, defineCard } from "../types.js";

const PROMPT = "Spend a buff to buff and ready Wildclaw Shaman?";

/**
 * "Spend a buff" (702.2.b): the controller picks which buffed friendly unit loses its buff, or declines
 * (a "may"). The pick is saved as `spent` for the `spendBuff` instruction that follows.
 */
const chooseBuffToSpend: CustomEffect = (api) => {
  const buffed = api.units({ type: "unit", controller: "friendly", buffed: true });
  if (buffed.length === 0) {
    api.vars.spent = [];
    return "done";
  }
  if (!api.answer)
    return {
      ask: {
        kind: "option",
        prompt: PROMPT,
        options: [
          { id: "no", label: "Don't spend a buff" },
          ...buffed.map((id) => ({ id, label: `Spend the buff of ${api.nameOf(id)}`, object: id })),
        ],
        min: 1,
        max: 1,
      },
    };
  const pick = api.answer[0];
  api.vars.spent = pick && pick !== "no" && buffed.includes(pick) ? [pick] : [];
  return "done";
};

/** Wildclaw Shaman — Unit, Body, 4 Energy, 3 Might. */
export default defineCard({
  code: "OGN-147",
  name: "Wildclaw Shaman",
  text: "When you play me, you may spend a buff to buff me and ready me. (If I don't have a buff, I get a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      when: "playMe",
      effects: [
        { op: "custom", run: chooseBuffToSpend },
        { op: "spendBuff", what: { var: "spent" } },
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

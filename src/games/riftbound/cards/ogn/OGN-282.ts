import { type CustomEffect, defineCard } from "../types.js";

const PROMPT = "Spend a buff to draw 1?";

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

/** Monastery of Hirana — Battlefield. Its conquer trigger is controlled by the player who conquered. */
export default defineCard({
  code: "OGN-282",
  name: "Monastery of Hirana",
  text: "When you conquer here, you may spend a buff to draw 1.",
  abilities: [
    {
      kind: "triggered",
      when: "conquerHere",
      effects: [
        { op: "custom", run: chooseBuffToSpend },
        { op: "spendBuff", what: { var: "spent" } },
        { op: "if", cond: { varNonEmpty: "spent" }, then: [{ op: "draw", n: 1 }] },
      ],
    },
  ],
});

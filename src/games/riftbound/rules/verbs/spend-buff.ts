import {
  askEffects,
  type EffectOf,
  resolveRef,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { targetLabel } from "../util.js";
import { recordBuffSpent, removeBuff } from "../game-actions.js";
import { mut, obj } from "../objects.js";

/**
 * "Spend a buff" (702.2.b): only a buffed unit its controller controls qualifies (702.2.b.1-2). The controller
 * chooses which (or none, when optional) only when there is a choice; `saveAs` remembers the unit, or nothing.
 */
export function spendBuffVerb(ctx: VerbContext, e: EffectOf<"spendBuff">): VerbResult {
  const { s, task, me } = ctx;
  const candidates = resolveRef(ctx, e.what).filter((x) => obj(s, x).buffed && obj(s, x).controller === me);
  if (e.any) return spendAny(ctx, e, candidates);
  let id: string | undefined;
  if (candidates.length > 0) {
    if (!e.optional && candidates.length === 1) id = candidates[0];
    else {
      const ans = takeAnswer(task);
      if (!ans) {
        askEffects(ctx, {
          kind: "option",
          prompt: e.prompt ?? "Spend a buff?",
          options: [
            ...(e.optional ? [{ id: "no", label: "Don't spend a buff" }] : []),
            ...candidates.map((c) => ({ id: c, label: `Spend the buff of ${targetLabel(s, c)}`, object: c })),
          ],
          count: 1,
        });
        return suspend(task, { op: "spendBuff" });
      }
      id = candidates.find((c) => c === ans[0]);
    }
  }
  if (id) removeBuff(s, id);
  if (e.saveAs) task.vars[e.saveAs] = id ? [id] : [];
  return "next";
}

/** "Spend any number of buffs" (702.2.b): the controller picks any of their buffed units, none included. */
function spendAny(ctx: VerbContext, e: EffectOf<"spendBuff">, candidates: string[]): VerbResult {
  const { s, task } = ctx;
  let picked: string[] = [];
  if (candidates.length > 0) {
    const ans = takeAnswer(task);
    if (!ans) {
      askEffects(ctx, {
        kind: "cards",
        prompt: e.prompt ?? "Spend the buffs of any number of your units.",
        options: candidates.map((c) => ({ id: c, label: targetLabel(s, c), object: c })),
        count: candidates.length,
        min: 0,
      });
      return suspend(task, { op: "spendBuff" });
    }
    picked = candidates.filter((c) => ans.includes(c));
  }
  for (const id of picked) {
    mut(s, id).buffed = false;
    recordBuffSpent(s, id); // 702.2.b: "when you spend a buff"
  }
  if (e.saveAs) task.vars[e.saveAs] = picked;
  return "next";
}

import { canPayMay, payMay } from "../effect-actions.js";
import { type EffectOf, suspend, takeAnswer, type VerbContext, type VerbResult, yesNo } from "../effect-context.js";

/**
 * "You may [pay <cost> to] …": asks yes/no (only if the cost can be paid); on yes the cost is paid and the
 * instruction is replaced by its `then` instructions at the same position.
 */
export function mayVerb(ctx: VerbContext, e: EffectOf<"may">): VerbResult {
  const { s, task, out, me, src } = ctx;
  if (e.cost && !canPayMay(s, me, src, e.cost)) return "next";
  const ans = takeAnswer(task);
  if (!ans) {
    yesNo(ctx, e.prompt);
    return suspend(task, { op: "may" });
  }
  if (ans[0] !== "yes") return "next";
  if (e.cost) payMay(s, me, src, e.cost, out);
  task.effects.splice(task.pc, 1, ...e.then);
  return "spliced";
}

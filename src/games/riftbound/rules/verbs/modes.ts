import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";

/**
 * "Choose one —" (CR 1.4 355.3): the controller picks a mode and the instruction is replaced by that mode's
 * instructions at the same position (563.2.b). A mode whose instructions cannot be followed may still be chosen
 * (563.2.c.6: it then does nothing).
 */
export function modesVerb(ctx: VerbContext, e: EffectOf<"modes">): VerbResult {
  const { task } = ctx;
  const ans = takeAnswer(task);
  if (!ans) {
    const options = e.modes.map((m, i) => ({ id: String(i), label: m.label }));
    askEffects(ctx, { kind: "option", prompt: e.prompt, options, count: 1 });
    return suspend(task, { op: "modes" });
  }
  const m = e.modes[Number(ans[0])];
  task.effects.splice(task.pc, 1, ...(m?.effects ?? []));
  return "spliced";
}

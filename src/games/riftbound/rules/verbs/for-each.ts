import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { objAt } from "../objects.js";

/**
 * "For each …" (vocabulary-plan §1.10): the objects are fixed when the instruction starts (563.2.b); for each one
 * still there, its instructions run with it in variable `as`, then the instruction goes on with the rest.
 */
export function forEachVerb(ctx: VerbContext, e: EffectOf<"forEach">): VerbResult {
  const { s, task } = ctx;
  const queue = (e.queue ?? resolveRef(ctx, e.what)).filter((id) => objAt(s, id));
  if (queue.length === 0) return "next";
  task.vars[e.as] = [queue[0]!];
  const rest = { ...e, queue: queue.slice(1) };
  task.effects.splice(task.pc, 1, ...e.effects, rest);
  return "spliced";
}

import { causeOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { kill } from "../game-actions.js";

/** "Kill …" (604): an active kill (604.1.a.1) of each still-legal permanent; `saveAs` remembers them. */
export function killVerb(ctx: VerbContext, e: EffectOf<"kill">): VerbResult {
  const ids = resolveRef(ctx, e.what);
  // "The killed unit": what it tried to kill; whether it died is read later from the event record (584.2).
  if (e.saveAs) ctx.task.vars[e.saveAs] = ids;
  for (const id of ids) kill(ctx.s, id, ctx.out, causeOf(ctx));
  return "next";
}

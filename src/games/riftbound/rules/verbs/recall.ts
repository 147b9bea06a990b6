import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recall } from "../game-actions.js";

/** "Recall …" (616-618): back to its controller's base; not a move, so move triggers do not fire (618.1). */
export function recallVerb(ctx: VerbContext, e: EffectOf<"recall">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) recall(ctx.s, id, ctx.out, e.exhausted);
  return "next";
}

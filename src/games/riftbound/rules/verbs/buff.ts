import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { buff } from "../game-actions.js";

/** "Buff …" (602, 702.2.a): a unit that already has a buff gets no second one (702.3.a). */
export function buffVerb(ctx: VerbContext, e: EffectOf<"buff">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) buff(ctx.s, id, ctx.me, ctx.out);
  return "next";
}

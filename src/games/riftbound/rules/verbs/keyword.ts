import { grantKeyword } from "../effect-actions.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";

/** "Give … [Keyword] this turn" (713.3.a, 637.2); without a printed duration it lasts while it stays (713.3.a.3). */
export function keywordVerb(ctx: VerbContext, e: EffectOf<"keyword">): VerbResult {
  grantKeyword(ctx.s, ctx.src, ctx.me, resolveRef(ctx, e.what), e.keyword, e.duration);
  return "next";
}

import { grantKeyword } from "../effect-actions.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { keywords } from "../layers.js";

/**
 * "Give … [Keyword] this turn" (713.3.a, 637.2); without a printed duration it lasts while it stays (713.3.a.3).
 * `keywordsOf`: "give … my keywords" — every keyword instance that object has now, each granted with its value.
 */
export function keywordVerb(ctx: VerbContext, e: EffectOf<"keyword">): VerbResult {
  const to = resolveRef(ctx, e.what);
  if (!("keywordsOf" in e)) {
    grantKeyword(ctx.s, ctx.src, ctx.me, to, e.keyword, e.duration);
    return "next";
  }
  const from = resolveRef(ctx, e.keywordsOf)[0];
  if (from === undefined || to.length === 0) return "next";
  for (const k of keywords(ctx.s, from))
    grantKeyword(ctx.s, ctx.src, ctx.me, to, k.value === 1 ? k.name : `${k.name} ${k.value}`, e.duration);
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recycle } from "../game.js";

/**
 * "Recycle …" (594): each still-legal object goes to the bottom of its owner's Main Deck (several at once in a
 * random order, 594.5), runes to their owner's Rune Deck (594.5.a).
 */
export function recycleVerb(ctx: VerbContext, e: EffectOf<"recycle">): VerbResult {
  const ids = resolveRef(ctx, e.what);
  if (ids.length > 0) recycle(ctx.s, ids, ctx.out);
  return "next";
}

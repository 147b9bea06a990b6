import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recycle } from "../game.js";

/** "Recycle …" (594): cards to the bottom of their owner's Main Deck (594.5: several in random order), runes to the Rune Deck. */
export function recycleVerb(ctx: VerbContext, e: EffectOf<"recycle">): VerbResult {
  const ids = resolveRef(ctx, e.what);
  if (ids.length > 0) recycle(ctx.s, ids, ctx.out);
  return "next";
}

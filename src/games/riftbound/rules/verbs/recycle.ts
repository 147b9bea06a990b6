import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recycle } from "../game.js";

/** "Recycle …" (594): to the bottom of the owner's Main Deck (runes to the Rune Deck), several in random order (594.5). */
export function recycleVerb(ctx: VerbContext, e: EffectOf<"recycle">): VerbResult {
  const ids = resolveRef(ctx, e.what);
  if (ids.length) recycle(ctx.s, ids, ctx.out);
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recycle } from "../game.js";

/** Recycle (594): the cards go to the bottom of their owners' Main Decks (runes to the Rune Deck, 594.5.a). */
export function recycleVerb(ctx: VerbContext, e: EffectOf<"recycle">): VerbResult {
  const ids = resolveRef(ctx, e.what);
  if (ids.length) recycle(ctx.s, ids, ctx.out);
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recycle } from "../game.js";
import { obj } from "../util.js";

/** "Recycle the remaining cards" (594): those still in the Main Deck go to its bottom in random order (594.5). */
export function recycleVerb(ctx: VerbContext, e: EffectOf<"recycle">): VerbResult {
  const ids = resolveRef(ctx, e.what).filter((id) => obj(ctx.s, id).zone === "mainDeck");
  if (ids.length) recycle(ctx.s, ids, ctx.out);
  return "next";
}

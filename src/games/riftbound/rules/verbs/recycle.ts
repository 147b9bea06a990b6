import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recycle } from "../game-actions.js";
import { obj } from "../objects.js";
import { might } from "../layers.js";

/**
 * "Recycle …" (594): each still-legal object goes to the bottom of its owner's Main Deck (several at once in a
 * random order, 594.5), runes to their owner's Rune Deck (594.5.a). A card that was played since the instruction
 * named it (now on the chain or the board) is a new object and is left alone (563.2.c.4: "recycle the rest").
 */
export function recycleVerb(ctx: VerbContext, e: EffectOf<"recycle">): VerbResult {
  const ids = resolveRef(ctx, e.what).filter((id) => {
    const z = obj(ctx.s, id).zone;
    return z !== "chain" && (e.fromBoard || (z !== "base" && z !== "battlefield"));
  });
  // The Might it had as it left (584.2 last known information; SFAQ-09: a recycled token still counts).
  if (e.saveMightAs) ctx.task.vars[e.saveMightAs] = ids[0] ? might(ctx.s, ids[0]) : 0;
  if (ids.length > 0) recycle(ctx.s, ids, ctx.out);
  return "next";
}

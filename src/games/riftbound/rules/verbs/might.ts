import { giveMight } from "../effect-actions.js";
import { amountOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";

/** "Give … +N Might this turn / this combat" (139.2, 637.3): a timed continuous effect, optionally with a floor. */
export function mightVerb(ctx: VerbContext, e: EffectOf<"might">): VerbResult {
  const { s, out } = ctx;
  const ids = resolveRef(ctx, e.what);
  const amount = amountOf(ctx, e.amount); // computed on resolution (563.2.c.8: vanished objects count 0)
  giveMight(s, ctx.src, ctx.me, ids, amount, e.duration, e.min);
  for (const id of ids)
    emit(s, out, {
      kind: "might",
      object: id,
      card: nameOf(s, id),
      text: `${nameOf(s, id)} gets ${amount >= 0 ? "+" : ""}${amount} Might.`,
    });
  return "next";
}

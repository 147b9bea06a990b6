import { giveMight } from "../effect-actions.js";
import { amountOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";

/** "Give … +N Might this turn / this combat" (139.2, 637.3): a timed continuous effect, optionally with a floor. */
export function mightVerb(ctx: VerbContext, e: EffectOf<"might">): VerbResult {
  const { s, out } = ctx;
  const ids = resolveRef(ctx, e.what);
  const n = amountOf(ctx, e.amount); // read once, before the change (e.g. "double its Might")
  giveMight(s, ctx.src, ctx.me, ids, n, e.duration, e.min);
  for (const id of ids)
    emit(s, out, {
      kind: "might",
      object: id,
      card: nameOf(s, id),
      text: `${nameOf(s, id)} gets ${n >= 0 ? "+" : ""}${n} Might.`,
    });
  return "next";
}

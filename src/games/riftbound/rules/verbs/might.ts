import { giveMight } from "../effect-actions.js";
import { amountOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { replacedWhenChosen } from "../chosen-replacements.js";

/** "Give … +N Might this turn / this combat" (139.2, 637.3): a timed continuous effect, optionally with a floor. */
export function mightVerb(ctx: VerbContext, e: EffectOf<"might">): VerbResult {
  const { s, out } = ctx;
  const n = amountOf(ctx, e.amount); // read once, before the change (e.g. "double its Might")
  // "If a spell or ability that chooses me would give me -Might, … instead" (Gangplank, Naval).
  const ids = n < 0 ? replacedWhenChosen(ctx, resolveRef(ctx, e.what), "mightDown") : resolveRef(ctx, e.what);
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

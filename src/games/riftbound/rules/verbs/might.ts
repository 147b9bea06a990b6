import { giveMight } from "../effect-actions.js";
import { amountOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { replacedWhenChosen } from "../chosen-replacements.js";
import { boardPassivesOfKind } from "../board.js";
import { checkCondition } from "../selectors.js";
import { obj } from "../objects.js";

/** Extra Might loss the resolving ability's controller's `mightLossBonus` passives add (CR 1.4 367). */
function mightLossBonus(ctx: VerbContext): number {
  let n = 0;
  for (const { source, passive: p } of boardPassivesOfKind(ctx.s, "mightLossBonus"))
    if (obj(ctx.s, source).controller === ctx.me && (!p.when || checkCondition(ctx.s, source, ctx.me, p.when)))
      n += p.amount;
  return n;
}

/** "Give … +N Might this turn / this combat" (139.2, 637.3): a timed continuous effect, optionally with a floor. */
export function mightVerb(ctx: VerbContext, e: EffectOf<"might">): VerbResult {
  const { s, out } = ctx;
  let n = amountOf(ctx, e.amount); // read once, before the change (e.g. "double its Might")
  // "… would give -[Might] to a unit it chooses, it gives an additional -1" (Mel, Newly Awakened): chosen units only.
  if (n < 0 && typeof e.what === "object" && "target" in e.what) n -= mightLossBonus(ctx);
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

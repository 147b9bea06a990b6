import { giveMight } from "../effect-actions.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { might } from "../derived.js";
import { emit, nameOf } from "../util.js";

/**
 * "Swap the Might of two units … this turn" (CR 1.4 433): the difference of their current Mights is read once; the
 * lower gets +that much and the higher −that much for the duration (433.1.a-b: two effects, 637.3 arithmetic), so
 * later changes still apply on top. Equal Mights, or fewer than two units still there (563.2.c), change nothing
 * (433.1.c).
 */
export function swapMightVerb(ctx: VerbContext, e: EffectOf<"swapMight">): VerbResult {
  const { s, out } = ctx;
  const [a, b] = resolveRef(ctx, e.what);
  if (!a || !b || a === b) return "next";
  const ma = might(s, a);
  const mb = might(s, b);
  if (ma === mb) return "next"; // 433.1.c
  const [low, high] = ma < mb ? [a, b] : [b, a];
  const d = Math.abs(ma - mb); // 433.1.b
  giveMight(s, ctx.src, ctx.me, [low], d, e.duration);
  giveMight(s, ctx.src, ctx.me, [high], -d, e.duration);
  emit(s, out, {
    kind: "might",
    object: low,
    card: nameOf(s, low),
    text: `${nameOf(s, a)} and ${nameOf(s, b)} swap their Might (${ma} and ${mb}).`,
  });
  return "next";
}

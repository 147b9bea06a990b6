import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";

/**
 * "You can look at their facedown cards this turn" (128.4: facedown cards are private to their controller; this
 * effect lets one more player look, CR 1.4 389: until the end of the turn). Recorded in the turn's history; the view
 * (view.ts) shows those cards to the acting player only, never to the public or another seat.
 */
export function lookAtFacedownVerb(ctx: VerbContext, e: EffectOf<"lookAtFacedown">): VerbResult {
  const { s, me } = ctx;
  const of = ctx.task.vars[e.who.var];
  if (typeof of !== "number" || of === me) return "next";
  s.history.facedownViews = [...(s.history.facedownViews ?? []), { viewer: me, of }];
  return "next";
}

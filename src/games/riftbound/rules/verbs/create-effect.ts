import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";

/**
 * "This turn, you …" (CR 1.4 389-392): its controller has the passive until the end of this turn, when "this turn"
 * effects end (517.2.b). Kept in the turn's history, which the next turn replaces.
 */
export function createEffectVerb(ctx: VerbContext, e: EffectOf<"createEffect">): VerbResult {
  const h = ctx.s.history;
  h.createdPassives = [...(h.createdPassives ?? []), { seat: ctx.me, passive: e.passive }];
  return "next";
}

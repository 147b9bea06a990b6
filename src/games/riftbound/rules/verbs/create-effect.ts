import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { addEffect } from "../game.js";

/**
 * "This turn, …" / "The next <card> you play this turn …" (517.2.b; CR 1.4 389-392): records a continuous effect of
 * the controller holding a passive, ending in the Expiration Step. With `next` it binds to the next matching card
 * the controller plays (play.ts `bindNextEffects`) and then works as if printed on it; until then it binds nothing.
 */
export function createEffectVerb(ctx: VerbContext, e: EffectOf<"createEffect">): VerbResult {
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects: [],
    layer: "ability",
    duration: e.duration,
    passive: e.passive,
    ...(e.next ? { next: e.next } : {}),
  });
  return "next";
}

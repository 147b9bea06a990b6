import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { addEffect } from "../game.js";

/**
 * Creates a continuous effect for a duration (vocabulary-plan §1.10 `createEffect`; 517.2.b "this turn" effects end
 * in the Expiration Step; CR 1.4 389-392): a passive held by the controller ("this turn, …"; with `next`, bound to
 * the next matching card the controller plays, play.ts `bindNextEffects`), or a replacement (571-575, `effect`) that
 * applies to every matching event until it expires. Source and controller are the resolving spell's or ability's.
 */
export function createEffectVerb(ctx: VerbContext, e: EffectOf<"createEffect">): VerbResult {
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects: [],
    layer: "ability",
    duration: e.duration,
    ...(e.passive ? { passive: e.passive } : {}),
    ...(e.next ? { next: e.next } : {}),
    ...(e.effect ? { replacement: e.effect } : {}),
  });
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { addEffect } from "../game-actions.js";
import { obj } from "../objects.js";

/**
 * Creates a continuous effect for a duration (vocabulary-plan §1.10 `createEffect`; 517.2.b "this turn" effects end
 * in the Expiration Step; CR 1.4 389-392): a passive held by the controller ("this turn, …"; with `next`, bound to
 * the next matching card the controller plays, abilities.ts `bindNextEffects`, then as if printed on it), a replacement
 * (571-575, `effect`) that applies to every matching event until it expires (with `about`, only to events happening to
 * those objects; `once`, only the next one), or a created trigger about the objects
 * `about` names now (their current incarnations). Source and controller are the resolving spell's or ability's.
 */
export function createEffectVerb(ctx: VerbContext, e: EffectOf<"createEffect">): VerbResult {
  const { s } = ctx;
  if ("trigger" in e) {
    const objects = resolveRef(ctx, e.about).map((id) => ({ id, incarnation: obj(s, id).incarnation }));
    if (objects.length === 0) return "next"; // 563.2.c: nothing left to be about
    const once = e.once ? { once: true } : {};
    const granted = e.granted ? { granted: true } : {};
    addEffect(s, {
      source: ctx.src,
      controller: ctx.me,
      objects,
      layer: "ability",
      duration: e.duration,
      trigger: e.trigger,
      ...once,
      ...granted,
    });
    return "next";
  }
  // A replacement about chosen objects ("the next time it would die this turn"): nothing left to be about, no effect.
  const objects = e.about ? resolveRef(ctx, e.about).map((id) => ({ id, incarnation: obj(s, id).incarnation })) : [];
  if (e.about && objects.length === 0) return "next"; // 563.2.c
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects,
    layer: "ability",
    duration: e.duration,
    ...(e.passive ? { passive: e.passive } : {}),
    ...(e.next ? { next: e.next } : {}),
    ...(e.effect ? { replacement: e.effect } : {}),
    ...(e.once ? { once: true } : {}),
    ...(e.grantAbility !== undefined ? { grantedAbility: { code: obj(s, ctx.src).code, index: e.grantAbility } } : {}),
  });
  return "next";
}

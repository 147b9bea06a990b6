import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { addEffect } from "../game.js";
import { obj } from "../util.js";

/**
 * "This turn, …" / "The next <card> you play this turn …" (517.2.b; CR 1.4 389-392): records a continuous effect of
 * the controller holding a passive, ending in the Expiration Step. With `next` it binds to the next matching card
 * the controller plays (util.ts `bindNextEffects`) and then works as if printed on it; until then it binds nothing.
 * A created trigger (CR 1.4 389-392) is about the objects `about` names now (their current incarnations).
 */
export function createEffectVerb(ctx: VerbContext, e: EffectOf<"createEffect">): VerbResult {
  const { s } = ctx;
  if ("trigger" in e) {
    const objects = resolveRef(ctx, e.about).map((id) => ({ id, incarnation: obj(s, id).incarnation }));
    if (objects.length === 0) return "next"; // 563.2.c: nothing left to be about
    const once = e.once ? { once: true } : {};
    addEffect(s, {
      source: ctx.src,
      controller: ctx.me,
      objects,
      layer: "ability",
      duration: e.duration,
      trigger: e.trigger,
      ...once,
    });
    return "next";
  }
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

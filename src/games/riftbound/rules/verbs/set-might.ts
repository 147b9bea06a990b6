import { addEffect } from "../game-actions.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { obj } from "../objects.js";

/** "Its base Might becomes N this turn" (637.1.a.1): a trait-layer effect; later arithmetic still applies (637.3). */
export function setMightVerb(ctx: VerbContext, e: EffectOf<"setMight">): VerbResult {
  const ids = resolveRef(ctx, e.what);
  if (ids.length === 0) return "next";
  const objects = ids.map((id) => ({ id, incarnation: obj(ctx.s, id).incarnation }));
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects,
    layer: "trait",
    setMight: e.value,
    duration: e.duration,
  });
  return "next";
}

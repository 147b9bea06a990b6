import { addEffect } from "../game-actions.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { obj } from "../objects.js";

/**
 * "It can't be chosen by enemy spells and abilities this turn" (567 restriction on 559.3 choices): while the effect
 * lasts, only the object's controller and teammates may choose it (read by `legalTargetsFor`).
 */
export function cantBeChosenVerb(ctx: VerbContext, e: EffectOf<"cantBeChosen">): VerbResult {
  const ids = resolveRef(ctx, e.what);
  if (ids.length === 0) return "next";
  const objects = ids.map((id) => ({ id, incarnation: obj(ctx.s, id).incarnation }));
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects,
    layer: "ability",
    cantBeChosenBy: e.by,
    duration: e.duration,
  });
  return "next";
}

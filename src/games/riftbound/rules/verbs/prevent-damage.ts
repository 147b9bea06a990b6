import { addEffect } from "../game-actions.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { obj } from "../objects.js";

/**
 * "Prevent the next N damage that would be dealt to it this turn" (571): one prevention shield per unit, used up
 * as damage is prevented (`game-actions.ts#damage`); the rest of the damage is dealt.
 */
export function preventDamageVerb(ctx: VerbContext, e: EffectOf<"preventDamage">): VerbResult {
  for (const id of resolveRef(ctx, e.what))
    addEffect(ctx.s, {
      source: ctx.src,
      controller: ctx.me,
      objects: [{ id, incarnation: obj(ctx.s, id).incarnation }],
      layer: "ability",
      preventLeft: e.n,
      duration: e.duration,
    });
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { mut, obj } from "../objects.js";

/** "Heal …" (CR 1.4 418; 139.3.b): all damage marked on each unit is removed. */
export function healVerb(ctx: VerbContext, e: EffectOf<"heal">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) if (obj(ctx.s, id).damage > 0) mut(ctx.s, id).damage = 0;
  return "next";
}

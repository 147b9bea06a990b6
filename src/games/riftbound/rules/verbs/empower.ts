import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { empower } from "../empower.js";

/** "Empower it" (CR 1.4 441): each referenced board object becomes Empowered unless it already is (441.1.c). */
export function empowerVerb(ctx: VerbContext, e: EffectOf<"empower">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) empower(ctx.s, id, ctx.me, ctx.out);
  return "next";
}

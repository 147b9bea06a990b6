import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { disempower } from "../empower.js";

/** "Disempower it" (CR 1.4 442): each referenced Empowered object loses the status (others: nothing, 442.1.a.1). */
export function disempowerVerb(ctx: VerbContext, e: EffectOf<"disempower">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) disempower(ctx.s, id, ctx.out);
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { mut } from "../objects.js";

/** "Exhaust …" (592; exhausting an exhausted object does nothing more, 592.1.c). */
export function exhaustVerb(ctx: VerbContext, e: EffectOf<"exhaust">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) mut(ctx.s, id).exhausted = true;
  return "next";
}

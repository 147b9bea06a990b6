import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { mut } from "../util.js";

/** "Ready …" (593, 593.4.b). */
export function readyVerb(ctx: VerbContext, e: EffectOf<"ready">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) mut(ctx.s, id).exhausted = false;
  return "next";
}

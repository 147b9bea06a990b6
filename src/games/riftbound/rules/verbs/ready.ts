import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { readyObject } from "../game.js";

/** "Ready …" (593, 593.4.b). */
export function readyVerb(ctx: VerbContext, e: EffectOf<"ready">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) readyObject(ctx.s, id, ctx.me);
  return "next";
}

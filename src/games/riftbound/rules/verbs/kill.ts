import { causeOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { kill } from "../game.js";

/** "Kill …" (604): an active kill (604.1.a.1) of each still-legal permanent. */
export function killVerb(ctx: VerbContext, e: EffectOf<"kill">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) kill(ctx.s, id, ctx.out, causeOf(ctx));
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { readyObject } from "../game-actions.js";
import { canBeReadiedByEffects } from "../restrictions.js";

/** "Ready …" (593, 593.4.b), unless a restriction says spells and abilities can't ready it (567, Mageseeker Warden). */
export function readyVerb(ctx: VerbContext, e: EffectOf<"ready">): VerbResult {
  for (const id of resolveRef(ctx, e.what)) if (canBeReadiedByEffects(ctx.s, id)) readyObject(ctx.s, id, ctx.me); // 567
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { damage } from "../game-actions.js";
import { might } from "../layers.js";

/**
 * "A and B deal damage equal to their Might to each other" (139.3): both Mights are read before either is dealt;
 * nothing happens unless both are still legal (563.2.c.6).
 */
export function fightVerb(ctx: VerbContext, e: EffectOf<"fight">): VerbResult {
  const { s, out } = ctx;
  const a = resolveRef(ctx, e.a)[0];
  const b = resolveRef(ctx, e.b)[0];
  if (a && b) {
    const ma = might(s, a);
    const mb = might(s, b);
    damage(s, b, ma, out, "unit", ctx.me); // units deal fight damage (OFAQ-77: not the spell's)
    damage(s, a, mb, out, "unit", ctx.me);
  }
  return "next";
}

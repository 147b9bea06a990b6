import { amountOf, type EffectOf, type VerbContext, type VerbResult } from "../effect-context.js";
import { gainXp } from "../xp.js";

/** "Gain N XP" (CR 1.4 730.1): the acting player's XP goes up by N (Herald of Spring; Hunt's trigger, 823.1.c.1). */
export function gainXpVerb(ctx: VerbContext, e: EffectOf<"gainXp">): VerbResult {
  gainXp(ctx.s, ctx.me, amountOf(ctx, e.n), ctx.out);
  return "next";
}

import { boundPlayer, type EffectOf, type VerbContext, type VerbResult } from "../effect-context.js";
import { burn } from "../empower.js";

/**
 * "[Burn N]" (CR 1.4 440): the player burns N cards (you, or a player chosen earlier: "They [Burn 1]"); `saveAs`
 * keeps the cards burned.
 */
export function burnVerb(ctx: VerbContext, e: EffectOf<"burn">): VerbResult {
  const who = typeof e.who === "object" ? boundPlayer(ctx, e.who) : ctx.me;
  if (who === null) return "next";
  const burned: string[] = [];
  burn(ctx.s, who, e.n, ctx.out, burned);
  if (e.saveAs) ctx.task.vars[e.saveAs] = burned;
  return "next";
}

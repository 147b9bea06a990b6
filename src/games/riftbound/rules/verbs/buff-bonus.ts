import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";

/** "Buffs you place this turn give an additional +1 Might" (703): one more per resolution, for the turn. */
export function buffBonusThisTurnVerb(ctx: VerbContext, _e: EffectOf<"buffBonusThisTurn">): VerbResult {
  const h = ctx.s.history.buffBonus;
  h[ctx.me] = (h[ctx.me] ?? 0) + 1;
  return "next";
}

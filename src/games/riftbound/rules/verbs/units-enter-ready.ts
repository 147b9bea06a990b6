import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";

/** "Units you play this turn enter ready" (563.1.c's exhausted default replaced for the rest of the turn). */
export function unitsEnterReadyThisTurnVerb(ctx: VerbContext, _e: EffectOf<"unitsEnterReadyThisTurn">): VerbResult {
  ctx.s.history.unitsEnterReady[ctx.me] = true;
  return "next";
}

import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";

/** "At the end of this turn, ready N runes" (593.4.b): a delayed instruction the ending step carries out. */
export function readyRunesEndOfTurnVerb(ctx: VerbContext, e: EffectOf<"readyRunesEndOfTurn">): VerbResult {
  const h = ctx.s.history.endOfTurnReadyRunes;
  h[ctx.me] = (h[ctx.me] ?? 0) + e.n;
  return "next";
}

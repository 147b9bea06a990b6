import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { readyRunes } from "../flow.js";

/** "Ready N runes" (593.4.b): exhausted ones, as many as there are. */
export function readyRunesVerb(ctx: VerbContext, e: EffectOf<"readyRunes">): VerbResult {
  readyRunes(ctx.s, ctx.me, e.n === "all" ? ctx.s.players[ctx.me]!.runes.length : e.n, ctx.out);
  return "next";
}

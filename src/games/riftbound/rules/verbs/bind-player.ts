import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";

/** Binds a player to a name for the following instructions ("that player", CR 1.4 355.10 choices by others). */
export function bindPlayerVerb(ctx: VerbContext, e: EffectOf<"bindPlayer">): VerbResult {
  ctx.task.vars[e.var] = e.seat;
  return "next";
}

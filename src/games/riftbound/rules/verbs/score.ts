import { boundPlayer, type EffectOf, type VerbContext, type VerbResult } from "../effect-context.js";
import { gainPoints } from "../victory.js";
import { nameOf } from "../util.js";

/** "You score N points": points not from conquering or holding, free of the Final Point limits (632.1.a.1). */
export function scoreVerb(ctx: VerbContext, e: EffectOf<"score">): VerbResult {
  const seat = boundPlayer(ctx, e.who); // "They score 1 point": the player chosen earlier
  if (seat !== null) gainPoints(ctx.s, seat, e.n, ctx.out, nameOf(ctx.s, ctx.src));
  return "next";
}

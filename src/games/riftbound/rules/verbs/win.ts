import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { win } from "../victory.js";
import { nameOf } from "../util.js";

/**
 * "You win the game" (The Grand Plaza): the controller wins at once, as when reaching the Victory Score (633,
 * 642.3); the game loop ends (502) and the resolution stops there.
 */
export function winVerb(ctx: VerbContext, _e: EffectOf<"win">): VerbResult {
  win(ctx.s, ctx.me, ctx.out, nameOf(ctx.s, ctx.src));
  return "next";
}

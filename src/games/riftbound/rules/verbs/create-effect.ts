import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { addEffect } from "../game.js";

/**
 * Creates a continuous effect for a duration (vocabulary-plan §1.10 `createEffect`): a replacement (571-575) that
 * applies to every matching event until it expires ("this turn": the Expiration Step, 517.2.b). Its source and
 * controller are the resolving spell's or ability's, from whose point of view its filter is read.
 */
export function createEffectVerb(ctx: VerbContext, e: EffectOf<"createEffect">): VerbResult {
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects: [],
    layer: "ability",
    duration: e.duration,
    replacement: e.effect,
  });
  return "next";
}

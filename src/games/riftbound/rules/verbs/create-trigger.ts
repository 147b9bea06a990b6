import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { addEffect } from "../game-actions.js";

/**
 * Creates a triggered ability lasting for a duration (CR 1.4 389-392 delayed abilities; 517.2.b: "this turn" ends in
 * the Expiration Step). Its controller is this ability's controller and its source this ability's source; it
 * triggers on events from now on (582-583), like a printed `on` trigger.
 */
export function createTriggerVerb(ctx: VerbContext, e: EffectOf<"createTrigger">): VerbResult {
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects: [],
    layer: "ability",
    duration: e.duration,
    trigger: e.trigger,
    ...(e.once ? { once: true } : {}),
  });
  return "next";
}

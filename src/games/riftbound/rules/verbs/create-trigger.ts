import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { addEffect } from "../game-actions.js";
import { obj, objAt } from "../objects.js";

/**
 * Creates a triggered ability lasting for a duration (CR 1.4 389-392 delayed abilities; 517.2.b: "this turn" ends in
 * the Expiration Step). Its controller is this ability's controller and its source this ability's source; it
 * triggers on events from now on (582-583), like a printed `on` trigger.
 */
export function createTriggerVerb(ctx: VerbContext, e: EffectOf<"createTrigger">): VerbResult {
  const data = ctx.task.item.eventData ?? {};
  const kept: Record<string, string | number | boolean> = {};
  for (const k of e.keep ?? []) if (data[k] !== undefined) kept[k] = data[k]!;
  for (const [k, name] of Object.entries(e.keepVars ?? {})) {
    const v = ctx.task.vars[name];
    const id = Array.isArray(v) ? v[0] : undefined;
    if (typeof v === "number")
      kept[k] = v; // a player
    else if (typeof id === "string" && objAt(ctx.s, id)) {
      kept[k] = id; // an object, as it is now (563.2.c.4)
      kept[`${k}Incarnation`] = obj(ctx.s, id).incarnation;
    }
  }
  addEffect(ctx.s, {
    source: ctx.src,
    controller: ctx.me,
    objects: [],
    layer: "ability",
    duration: e.duration,
    trigger: e.trigger,
    ...(e.once ? { once: true } : {}),
    ...(e.keep || e.keepVars ? { keptData: kept } : {}),
  });
  return "next";
}

import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { resolveRef } from "../effect-context.js";
import { obj } from "../objects.js";

/**
 * Remembers the controller of the first referenced object as a bound player (`{ var }`), read now, before a later
 * instruction moves it ("Kill a gear. Its controller draws 2": 563.2.c.9, look back at the object as it was). Nothing
 * is bound when the object is gone, so "that player" instructions are skipped (563.2.c.6).
 */
export function saveControllerVerb(ctx: VerbContext, e: EffectOf<"saveController">): VerbResult {
  const id = resolveRef(ctx, e.what)[0];
  if (id !== undefined) ctx.task.vars[e.saveAs] = e.owner ? obj(ctx.s, id).owner : obj(ctx.s, id).controller; // 107.1
  return "next";
}

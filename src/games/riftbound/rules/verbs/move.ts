import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { moveUnits } from "../game.js";
import { obj } from "../util.js";

/**
 * "Move … with it" (596, 608): to the destination of the move the trigger is about (a battlefield, or the base of
 * the unit's controller). A unit no longer at that move's origin stays (563.2.c.6: the instruction cannot be done).
 */
export function moveVerb(ctx: VerbContext, e: EffectOf<"move">): VerbResult {
  const { s, out, task } = ctx;
  const to = task.item.eventData?.bf;
  const from = task.item.eventData?.from;
  if (typeof to !== "number" || typeof from !== "number") return "next";
  for (const id of resolveRef(ctx, e.what)) {
    const o = obj(s, id);
    const at = o.zone === "battlefield" ? o.bf! : o.zone === "base" ? -1 : null;
    if (at === null || at !== from || at === to) continue;
    moveUnits(s, [id], to < 0 ? { kind: "base" } : { kind: "bf", index: to }, out);
  }
  return "next";
}

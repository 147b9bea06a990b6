import { type EffectOf, liveTargets, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { moveUnits } from "../movement.js";
import { hereOf } from "../selectors.js";
import { obj, objAt } from "../objects.js";
import { seatsAt } from "../util.js";

/**
 * "Move … to <place>" (596, 608-615): to the unit's controller's base (OFAQ-63: "its base"), the source's battlefield
 * ("here", 053.3), the battlefield chosen when the spell was played (`target`: OFAQ-47, a choice, not a target) or
 * where another object is now ("to that enemy unit's battlefield"). Nothing happens if the place is gone
 * (563.2.c.6); a unit already there does not move (608.1), nor one that would join a battlefield where two other
 * players have units (612.2), nor one that left the board.
 */
export function moveVerb(ctx: VerbContext, e: EffectOf<"move">): VerbResult {
  const { s, out } = ctx;
  if (e.to === "base") {
    for (const id of resolveRef(ctx, e.what)) toBase(ctx, id);
    return "next";
  }
  if (e.to === "eventDestination") return withTheMove(ctx, e);
  let bf: number | null = null;
  if (e.to === "here") bf = hereOf(s, ctx.src);
  else if (e.to === "eventBattlefield") {
    const at = ctx.task.item.eventData?.bf;
    bf = typeof at === "number" && at >= 0 ? at : null;
  } else if ("target" in e.to) {
    const card = liveTargets(s, ctx.task.item, e.to.target)[0];
    bf = (card ? s.battlefields.find((b) => b.card === card)?.index : undefined) ?? null;
  } else {
    const at = resolveRef(ctx, e.to.locationOf)[0];
    const o = at ? objAt(s, at) : undefined;
    if (!o) return "next";
    if (o.zone === "base") {
      for (const id of resolveRef(ctx, e.what)) if (obj(s, id).controller === o.controller) toBase(ctx, id);
      return "next";
    }
    bf = o.zone === "battlefield" ? (o.bf ?? null) : null;
  }
  if (bf === null) return "next";
  for (const id of resolveRef(ctx, e.what)) {
    const o = obj(s, id);
    if (o.zone === "battlefield" && o.bf === bf) continue;
    if (o.zone !== "base" && o.zone !== "battlefield") continue;
    if (seatsAt(s, bf).filter((x) => x !== o.controller).length >= 2) continue; // 612.2
    moveUnits(s, [id], { kind: "bf", index: bf }, out, ctx.me);
  }
  return "next";
}

function toBase(ctx: VerbContext, id: string): void {
  if (obj(ctx.s, id).zone === "battlefield") moveUnits(ctx.s, [id], { kind: "base" }, ctx.out, ctx.me);
}

/**
 * "Move … with it" (596, 608): to the destination of the move the trigger is about (a battlefield, or the base of
 * the unit's controller). A unit no longer at that move's origin stays (563.2.c.6: the instruction cannot be done).
 */
function withTheMove(ctx: VerbContext, e: EffectOf<"move">): VerbResult {
  const { s, out, task } = ctx;
  const to = task.item.eventData?.bf;
  const from = task.item.eventData?.from;
  if (typeof to !== "number" || typeof from !== "number") return "next";
  for (const id of resolveRef(ctx, e.what)) {
    const o = obj(s, id);
    const at = o.zone === "battlefield" ? o.bf! : o.zone === "base" ? -1 : null;
    if (at === null || at !== from || at === to) continue;
    moveUnits(s, [id], to < 0 ? { kind: "base" } : { kind: "bf", index: to }, out, ctx.me);
  }
  return "next";
}

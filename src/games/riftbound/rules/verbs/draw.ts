import {
  amountOf,
  boundPlayer,
  type EffectOf,
  resolveRef,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { draw } from "../game-actions.js";
import { obj, objAt } from "../objects.js";
import { opponent, turnOrderFrom } from "../util.js";

/**
 * "Draw N" (591; burning out when the deck runs dry, 591.4, 607) for the controller, the opponent, the
 * controller of a target, or a bound player ("that player"). The target's controller is read even if the target became illegal, as long as the
 * object still exists (563.2.c.9: look back).
 */
export function drawVerb(ctx: VerbContext, e: EffectOf<"draw">): VerbResult {
  const { s, task, me } = ctx;
  let who = me;
  if (e.who === "opponent") who = opponent(s, me);
  if (typeof e.who === "object") {
    const p = boundPlayer(ctx, e.who); // "that player"
    if (p === null) return "next";
    who = p;
  }
  if (e.who === "controllerOfTarget" && e.ref) {
    const refs = "target" in e.ref ? (task.item.targets[e.ref.target] ?? []).map((r) => r.id) : resolveRef(ctx, e.ref);
    const id = refs[0];
    if (!id || !objAt(s, id)) return "next";
    who = obj(s, id).controller;
  }
  if (e.who === "eachPlayer") {
    for (const p of turnOrderFrom(s, s.turnPlayer)) draw(s, p, amountOf(ctx, e.n), ctx.out); // 115.1
    return "next";
  }
  draw(s, who, amountOf(ctx, e.n), ctx.out);
  return "next";
}

import { type EffectOf, liveTargets, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { moveUnits } from "../game.js";

/**
 * "Move … there / to base" (596, 608-615): units on the board move to their controller's base or to the battlefield
 * chosen for a target spec when the spell was played (559.3, 163.7; OFAQ-47/48). A battlefield choice that is no
 * longer legal moves nothing (563.2.c).
 */
export function moveVerb(ctx: VerbContext, e: EffectOf<"move">): VerbResult {
  const { s, task, out } = ctx;
  if (e.to === "base") {
    moveUnits(s, resolveRef(ctx, e.what), { kind: "base" }, out);
    return "next";
  }
  const card = liveTargets(s, task.item, e.to.target)[0];
  const b = card ? s.battlefields.find((x) => x.card === card) : undefined;
  if (b) moveUnits(s, resolveRef(ctx, e.what), { kind: "bf", index: b.index }, out);
  return "next";
}

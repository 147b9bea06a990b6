import { type EffectOf, liveTargets, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { moveUnits } from "../game.js";
import { obj, seatsAt } from "../util.js";

/**
 * "Move … to <destination>" (596, 608-612): each unit still on the board moves to the battlefield chosen when the
 * spell was played (OFAQ-47: a choice, not a target) or to its base. Nothing moves to a battlefield where two other
 * players already have units (612.2) or to where the unit already is; no destination left, no move (563.2.c.6).
 */
export function moveVerb(ctx: VerbContext, e: EffectOf<"move">): VerbResult {
  const { s, out, task } = ctx;
  const units = resolveRef(ctx, e.what).filter((id) => {
    const z = obj(s, id).zone;
    return z === "base" || z === "battlefield";
  });
  if (e.to === "base") {
    moveUnits(s, units, { kind: "base" }, out);
    return "next";
  }
  const card = liveTargets(s, task.item, e.to.target)[0];
  const bf = card ? s.battlefields.find((b) => b.card === card) : undefined;
  if (!bf) return "next";
  for (const id of units) {
    const o = obj(s, id);
    if (o.zone === "battlefield" && o.bf === bf.index) continue;
    if (seatsAt(s, bf.index).filter((x) => x !== o.controller).length >= 2) continue; // 612.2
    moveUnits(s, [id], { kind: "bf", index: bf.index }, out);
  }
  return "next";
}

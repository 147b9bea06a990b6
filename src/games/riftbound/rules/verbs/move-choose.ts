import {
  askEffects,
  type EffectOf,
  resolveRef,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { moveUnits } from "../movement.js";
import { bfAt, isUnit, nameOf, seatsAt } from "../util.js";
import { obj } from "../objects.js";

/**
 * "Move a unit" to a destination its controller chooses (596, 612): its base or another battlefield, except one
 * where two other players already have units (612.2). Asks only when there is a choice. With `toOrFromBase`
 * ("to or from its base", OFAQ-63): a unit at a battlefield goes to its base, a unit in base to a battlefield. With
 * `toOwnUnits`: only to a location (138.1.a.1: its base or a battlefield) where its controller has another unit.
 */
export function moveChooseVerb(ctx: VerbContext, e: EffectOf<"moveChoose">): VerbResult {
  const { s, task, out } = ctx;
  const id = resolveRef(ctx, e.what)[0];
  if (!id || (obj(s, id).zone !== "base" && obj(s, id).zone !== "battlefield")) return "next";
  const o = obj(s, id);
  const dests: string[] = [];
  // "To a location where there's a unit with the same controller" (Temptation): another unit of its controller there.
  const withOwn = (units: readonly string[]) =>
    !e.toOwnUnits || units.some((u) => u !== id && isUnit(s, u) && obj(s, u).controller === o.controller);
  if (o.zone === "battlefield" && !e.toBattlefield && withOwn(s.players[o.controller]!.base)) dests.push("base");
  for (const b of s.battlefields) {
    if (o.zone === "battlefield" && (o.bf === b.index || e.toOrFromBase)) continue;
    if (!withOwn(b.units)) continue;
    const others = seatsAt(s, b.index).filter((x) => x !== o.controller);
    if (others.length >= 2) continue; // 612.2
    dests.push(String(b.index));
  }
  if (dests.length === 0) return "next";
  const pick = dests.length === 1 ? dests : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: `Where does ${nameOf(s, id)} move?`,
      options: dests.map((d) => ({ id: d, label: d === "base" ? "Its base" : nameOf(s, bfAt(s, Number(d)).card) })),
      count: 1,
    });
    return suspend(task, { op: "moveChoose" });
  }
  moveUnits(s, [id], pick[0] === "base" ? { kind: "base" } : { kind: "bf", index: Number(pick[0]) }, out, ctx.me);
  if (e.saveAs) task.vars[e.saveAs] = [id]; // it moved ("then do this", OFAQ-55)
  return "next";
}

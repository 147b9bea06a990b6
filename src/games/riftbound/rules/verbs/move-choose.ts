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
  if (e.together) return moveTogether(ctx, e);
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

/**
 * "Move … units with the same controller … to a single location" (596, 608): one destination chosen once on
 * resolution — their controller's base or a battlefield (612.2: not one where two other players have units) — and
 * every named unit on the board that is not already there moves there together. Nothing if none can move.
 */
function moveTogether(ctx: VerbContext, e: EffectOf<"moveChoose">): VerbResult {
  const { s, task, out } = ctx;
  const ids = resolveRef(ctx, e.what).filter((id) => ["base", "battlefield"].includes(obj(s, id).zone));
  if (ids.length === 0) return "next";
  const owner = obj(s, ids[0]!).controller;
  const there = (d: string, id: string) =>
    d === "base" ? obj(s, id).zone === "base" : obj(s, id).zone === "battlefield" && obj(s, id).bf === Number(d);
  const dests = [
    "base",
    ...s.battlefields
      .filter((b) => seatsAt(s, b.index).filter((x) => x !== owner).length < 2) // 612.2
      .map((b) => String(b.index)),
  ].filter((d) => ids.some((id) => !there(d, id)));
  if (dests.length === 0) return "next";
  const pick = dests.length === 1 ? dests : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: "To which single location do they move?",
      options: dests.map((d) => ({ id: d, label: d === "base" ? "Their base" : nameOf(s, bfAt(s, Number(d)).card) })),
      count: 1,
    });
    return suspend(task, { op: "moveChoose" });
  }
  const d = pick[0]!;
  const moving = ids.filter((id) => !there(d, id));
  moveUnits(s, moving, d === "base" ? { kind: "base" } : { kind: "bf", index: Number(d) }, out, ctx.me);
  if (e.saveAs) task.vars[e.saveAs] = moving;
  return "next";
}

import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { moveUnits } from "../movement.js";
import { obj } from "../objects.js";

type Loc = { kind: "base" } | { kind: "bf"; index: number };

/**
 * Two units exchange locations (596, 608): both destinations are read first, then each moves (not standard moves:
 * nothing is exhausted, OFAQ-04). A unit in a base goes to its own controller's base (OFAQ-63).
 */
export function swapVerb(ctx: VerbContext, e: EffectOf<"swap">): VerbResult {
  const { s, out } = ctx;
  const a = resolveRef(ctx, e.a)[0];
  const b = resolveRef(ctx, e.b)[0];
  if (!a || !b || a === b) return "next";
  const la = locOf(ctx, a);
  const lb = locOf(ctx, b);
  if (!la || !lb || (la.kind === lb.kind && (la.kind === "base" || la.index === (lb as { index: number }).index)))
    return "next";
  moveUnits(s, [a], lb, out);
  moveUnits(s, [b], la, out);
  return "next";
}

function locOf(ctx: VerbContext, id: string): Loc | null {
  const o = obj(ctx.s, id);
  if (o.zone === "base") return { kind: "base" };
  if (o.zone === "battlefield") return { kind: "bf", index: o.bf! };
  return null;
}

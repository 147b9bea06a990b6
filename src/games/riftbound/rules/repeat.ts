/**
 * Repeat (CR 1.4 820): an optional additional cost; when paid, the spell's instructions are executed one additional
 * time on resolution (820.1.d), with their own choices made as it is played (820.2, 820.2.a: they may differ). The
 * repeated execution's targets are the spell's target specs again under ids with {@link REPEAT_SUFFIX}. Pure data
 * helpers: no state.
 */
import type { Effect, Passive, TargetSpec } from "../cards/types.js";

/** Suffix of the target-spec ids of the repeated execution (`unit` → `unit@2`). */
export const REPEAT_SUFFIX = "@2";

/** The card's Repeat cost (an optional additional cost `repeat`, 820.1.c), if it has one. */
export function repeatCost(passives: readonly Passive[]): Extract<Passive, { kind: "additionalCost" }> | undefined {
  for (const p of passives) if (p.kind === "additionalCost" && p.optional && p.cost === "repeat") return p;
  return undefined;
}

/** The target specs of a play: the spell's, plus a second set for the repeated execution when Repeat is paid. */
export function specsWithRepeat(specs: readonly TargetSpec[], repeat: boolean): readonly TargetSpec[] {
  if (!repeat || specs.length === 0) return specs;
  const ids = new Set(specs.map((s) => s.id));
  const again = specs.map((sp) => ({
    ...sp,
    id: sp.id + REPEAT_SUFFIX,
    ...(sp.sameLocationAs && ids.has(sp.sameLocationAs) ? { sameLocationAs: sp.sameLocationAs + REPEAT_SUFFIX } : {}),
    ...(sp.distinctFrom && ids.has(sp.distinctFrom) ? { distinctFrom: sp.distinctFrom + REPEAT_SUFFIX } : {}),
  }));
  return [...specs, ...again];
}

/**
 * The instructions executed on resolution (820.1.d): once, or — Repeat paid — again with every reference to a
 * target spec renamed to the repeated execution's (820.2.a).
 */
export function effectsWithRepeat(
  effects: readonly Effect[],
  specs: readonly TargetSpec[],
  repeat: boolean,
): readonly Effect[] {
  if (!repeat) return effects;
  const ids = new Set(specs.map((s) => s.id));
  return [...effects, ...(renameTargets(effects, ids) as Effect[])];
}

/** Deep copy of plain instruction data with `{ target: id }` renamed for the repeated execution. */
function renameTargets(v: unknown, ids: ReadonlySet<string>): unknown {
  if (Array.isArray(v)) return v.map((x) => renameTargets(x, ids));
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>))
    out[k] =
      (k === "target" || k === "atTarget") && typeof x === "string" && ids.has(x)
        ? x + REPEAT_SUFFIX
        : renameTargets(x, ids);
  return out;
}

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

/** How many Repeat costs a play paid (CR 1.4 820.3): its paid optional costs that are Repeat ids (`repeat`, `repeat2` …). */
export function repeatsPaid(paid: readonly string[]): number {
  return paid.filter((x) => /^repeat\d*$/.test(x)).length;
}

/** The target-spec id suffix of execution `k` (0: the spell's own; k ≥ 1: the k-th repeat, `@2`, `@3` …; 820.3). */
export function executionSuffix(k: number): string {
  return k === 0 ? "" : `@${k + 1}`;
}

/**
 * The choices of every execution of a spell (CR 1.4 820.2, 820.3): execution k's target specs (its mode's, 820.2.a:
 * the mode may differ) renamed with {@link executionSuffix}, in order.
 */
export function executionSpecs(parts: readonly { targets: readonly TargetSpec[] }[]): readonly TargetSpec[] {
  if (parts.length === 1) return parts[0]!.targets;
  return parts.flatMap((p, k) => (k === 0 ? p.targets : renameSpecs(p.targets, executionSuffix(k))));
}

/** The instructions of every execution in order (820.1.d, 820.3), each naming its own execution's targets. */
export function executionEffects(
  parts: readonly { targets: readonly TargetSpec[]; effects: readonly Effect[] }[],
): readonly Effect[] {
  if (parts.length === 1) return parts[0]!.effects;
  return parts.flatMap((p, k) =>
    k === 0
      ? p.effects
      : (renameTargets(p.effects, new Set(p.targets.map((s) => s.id)), executionSuffix(k)) as Effect[]),
  );
}

function renameSpecs(specs: readonly TargetSpec[], suffix: string): TargetSpec[] {
  const ids = new Set(specs.map((s) => s.id));
  return specs.map((sp) => ({
    ...sp,
    id: sp.id + suffix,
    ...(sp.sameLocationAs && ids.has(sp.sameLocationAs) ? { sameLocationAs: sp.sameLocationAs + suffix } : {}),
    ...(sp.distinctFrom && ids.has(sp.distinctFrom) ? { distinctFrom: sp.distinctFrom + suffix } : {}),
  }));
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

/** Deep copy of plain instruction data with `{ target: id }` renamed for a repeated execution. */
function renameTargets(v: unknown, ids: ReadonlySet<string>, suffix = REPEAT_SUFFIX): unknown {
  if (Array.isArray(v)) return v.map((x) => renameTargets(x, ids, suffix));
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  // A custom instruction of a repeated execution reads that execution's targets (CR 1.4 820.2.a).
  if ((v as { op?: unknown }).op === "customRef") out.targetSuffix = suffix;
  for (const [k, x] of Object.entries(v as Record<string, unknown>))
    out[k] =
      (k === "target" || k === "atTarget") && typeof x === "string" && ids.has(x)
        ? x + suffix
        : renameTargets(x, ids, suffix);
  return out;
}

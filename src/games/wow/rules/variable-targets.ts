/**
 * A variable number of targets and divided damage (CR 7.4 707.1d): "target up to three heroes and/or allies"
 * (Chain Lightning) and "X damage divided as you choose to any number of target allies" (Lightning Storm). The
 * number of targets is chosen first, then the targets; a division gives each target a positive amount and can't
 * divide a non-zero amount among zero targets. Any such choice is legal when submitted; the legal-action list
 * offers a canonical subset so it stays short (docs/rules-decisions.md).
 */
import type { Seat } from "../../../engine/index.js";
import type { Effect, TargetSpec } from "../cards/types.js";
import { type WowState, obj } from "./state.js";

/** Whether a spec list has a variable number of targets ("up to", "any number of"). */
export const variableTargets = (specs: readonly TargetSpec[]): boolean => specs.some((t) => t.upTo || t.anyNumber);

/** How many targets must be chosen at least: the specs before the first optional one. */
export function minTargets(specs: readonly TargetSpec[]): number {
  const i = specs.findIndex((t) => t.upTo || t.anyNumber);
  return i < 0 ? specs.length : i;
}

/** How many targets may be chosen at most ("any number of": unbounded). */
export const maxTargets = (specs: readonly TargetSpec[]): number =>
  specs.at(-1)?.anyNumber ? Number.POSITIVE_INFINITY : specs.length;

/** The spec the target at index `i` answers ("any number of" repeats the last spec). */
export const specAt = (specs: readonly TargetSpec[], i: number): TargetSpec | undefined =>
  specs[i] ?? (specs.at(-1)?.anyNumber ? specs.at(-1) : undefined);

/** The divided-damage instruction of a list of instructions, if any. */
export const dividedDamage = (effects: readonly Effect[]): Extract<Effect, { op: "damage-divided" }> | undefined =>
  effects.find((e): e is Extract<Effect, { op: "damage-divided" }> => e.op === "damage-divided");

/** CR 7.4 707.1d: a division of `total` among `targets` (one positive amount each); null when legal. */
export function checkDivision(total: number, targets: readonly string[], divide: readonly number[]): string | null {
  if (divide.length !== targets.length) return "Give one amount for each target.";
  if (divide.some((n) => !Number.isInteger(n) || n < 1)) return "Each target must be assigned at least 1.";
  if (divide.reduce((a, b) => a + b, 0) !== total) return `The amounts must add up to ${total}.`;
  return null;
}

/**
 * Canonical fillings of the optional targets after a required prefix: for each count from 1 to `max` and each
 * candidate for the first optional target, that candidate followed by the next legal candidates, opposing cards
 * first (the list a player picks from; any other legal choice may still be submitted).
 */
export function optionalFillings(
  s: WowState,
  seat: Seat,
  prefix: readonly string[],
  max: number,
  candidatesAt: (before: readonly string[]) => string[],
): string[][] {
  const out: string[][] = [];
  const mine = (id: string) => id.startsWith("o") && obj(s, id).controller === seat;
  const firsts = candidatesAt(prefix);
  for (let k = 1; k <= max; k++)
    for (const first of firsts) {
      const chosen = [...prefix, first];
      while (chosen.length < prefix.length + k) {
        const next = candidatesAt(chosen).sort((a, b) => Number(mine(a)) - Number(mine(b)));
        const after = next.find((id) => firsts.indexOf(id) > firsts.indexOf(first)) ?? next[0];
        if (!after) break;
        chosen.push(after);
      }
      if (chosen.length === prefix.length + k) out.push(chosen);
    }
  return out;
}

/** Canonical divisions of `total` among `n` targets: all to the first with one each to the others (707.1d). */
export function canonicalDivision(total: number, n: number): number[] | null {
  if (n < 1 || total < n) return null;
  return [total - (n - 1), ...Array.from({ length: n - 1 }, () => 1)];
}

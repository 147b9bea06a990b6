/**
 * Paying costs (561): exhausting and recycling the runes of a payment plan, paying "any Power" costs of triggered
 * abilities, and paying a "you may pay …" cost.
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import type { MayCost } from "../cards/types.js";
import type { RbState, RbEvent } from "./state.js";
import { type Payment, planPayment, ANY, showdownLocked, typeLockedOf } from "./costs.js";
import { mut, objAt, obj } from "./objects.js";
import { recycle } from "./game-actions.js";
import { stat } from "./util.js";
import { spendXp } from "./xp.js";
import { poolPower, recordPowerSpent } from "./tallies.js";

/** Carries out a planned payment (561.2): exhausts and recycles the runes and sets the pool. */
export function pay(s: RbState, seat: Seat, plan: Payment, out: RbEvent[]): void {
  for (const r of plan.namedExhaust) mut(s, r).exhausted = true;
  for (const r of plan.namedRecycle) recycle(s, [r], out);
  for (const r of plan.autoExhaust) mut(s, r).exhausted = true;
  if (plan.autoRecycle.length) recycle(s, plan.autoRecycle, out); // read, not changed
  // CR 1.4 561: the Power paid is what the pool and the recycled runes held beyond what is left.
  const before = poolPower(s.players[seat]!.pool) + plan.namedRecycle.length + plan.autoRecycle.length;
  recordPowerSpent(s, seat, before - poolPower(plan.pool));
  s.players[seat]!.pool = plan.pool;
}

/** Pays N Power of any domain (Deflect, 721.1.c.1) the automatic way; nothing is paid when it cannot be. */
export function payAnyPower(s: RbState, seat: Seat, n: number, out: RbEvent[]): Rejection | null {
  if (n <= 0) return null;
  const plan = planPayment(s, seat, { energy: 0, pips: Array.from({ length: n }, () => ANY) }, undefined);
  if ("code" in plan) return plan;
  pay(s, seat, plan, out);
  return null;
}

/** Pays a "you may pay …" cost (561): the pool first, then exhausting runes for Energy, recycling them for Power. */
export function payMay(s: RbState, me: Seat, src: string, c: MayCost, out: RbEvent[]): void {
  const p = s.players[me]!;
  if (c.exhaustSelf && objAt(s, src)) mut(s, src).exhausted = true;
  if (c.spendXp) spendXp(s, me, c.spendXp, out); // CR 1.4 730.2
  let energy = c.energy ?? 0;
  const locked = typeLockedOf(s, me); // 605.3: Energy and Power only for units / gear stay
  const useE = Math.min(energy, p.pool.energy - (p.pool.spellEnergy ?? 0) - showdownLocked(s, me) - locked.energy);
  p.pool.energy -= useE;
  if (p.pool.showdownEnergy) p.pool.showdownEnergy = Math.min(p.pool.showdownEnergy, p.pool.energy); // 545: spent first
  energy -= useE;
  for (const r of p.runes) {
    if (energy === 0) break;
    if (!obj(s, r).exhausted) {
      mut(s, r).exhausted = true;
      energy--;
    }
  }
  let power = c.power ?? 0;
  recordPowerSpent(s, me, power); // CR 1.4 561 (a "you may pay" cost is offered only when payable)
  // Power of any domain ([rainbow], 605.1) may come from any domain in the pool; Power added "only to play
  // spells" (605.3) stays for spells.
  const keys = c.powerDomain
    ? [c.powerDomain, "Any"]
    : [...Object.keys(p.pool.power).filter((k) => k !== "Any"), "Any"];
  for (const key of keys) {
    const have = (p.pool.power as Record<string, number>)[key] ?? 0;
    const use = Math.min(have - (key === "Any" ? (p.pool.spellPower ?? 0) + locked.power : 0), power);
    if (use > 0) (p.pool.power as Record<string, number>)[key] = have - use;
    else continue;
    power -= use;
  }
  if (power > 0) {
    const candidates = p.runes.filter((r) => !c.powerDomain || stat(s, r).domains.includes(c.powerDomain as never));
    candidates.sort((a, b) => Number(obj(s, b).exhausted) - Number(obj(s, a).exhausted));
    recycle(s, candidates.slice(0, power), out);
  }
}

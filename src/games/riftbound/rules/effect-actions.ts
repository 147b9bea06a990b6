/**
 * Game changes several verbs share (and `custom` effects reach through their api): bonus damage, timed Might and
 * keyword grants, plays made by effects (595.3), and "you may pay …" costs.
 */
import type { Seat } from "../../../engine/index.js";
import type { MayCost } from "../cards/types.js";
import { addEffect, recycle } from "./game.js";
import type { Location, RbEvent, RbState, TargetRef } from "./state.js";
import { boardPassives, emit, hereOf, obj, place, stat, mut, objAt } from "./util.js";

/** Bonus damage from "Your spells and abilities deal 1 Bonus Damage" and battlefields like Void Gate. */
export function bonusDamage(s: RbState, controller: Seat, target: string): number {
  let b = 0;
  for (const { source, passive } of boardPassives(s)) {
    if (
      passive.kind === "bonusDamage" &&
      obj(s, source).controller === controller &&
      obj(s, source).zone !== "battlefieldCard"
    )
      b += passive.amount;
    if (passive.kind === "hereBonusDamage") {
      const here = hereOf(s, source);
      const t = obj(s, target);
      if (here !== null && t.zone === "battlefield" && t.bf === here) b += passive.amount;
    }
  }
  return b;
}

/** A timed Might change (637.3) on objects, tied to their current incarnation (109). */
export function giveMight(
  s: RbState,
  source: string,
  controller: Seat,
  ids: string[],
  amount: number,
  duration: "turn" | "combat" | "permanent",
  min?: number,
): void {
  if (ids.length === 0) return;
  const objects = ids.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
  addEffect(s, {
    source,
    controller,
    objects,
    layer: "arithmetic",
    might: amount,
    duration,
    ...(min !== undefined ? { min } : {}),
  });
}

/** A granted keyword (637.2, 713.3.a) on objects, tied to their current incarnation (109). */
export function grantKeyword(
  s: RbState,
  source: string,
  controller: Seat,
  ids: string[],
  keyword: string,
  duration: "turn" | "combat" | "permanent" | undefined,
): void {
  if (ids.length === 0) return;
  const objects = ids.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
  addEffect(s, { source, controller, objects, layer: "ability", keyword, duration: duration ?? "permanent" });
}

/**
 * A play an effect makes (595.3): the card goes on the chain like any played card, counts as played this turn
 * (724), and a permanent that starts a chain resolves without priority (538).
 */
export function limitedPlay(
  s: RbState,
  me: Seat,
  id: string,
  destination: Location,
  text: string,
  out: RbEvent[],
  opts: { targets?: Record<string, TargetRef[]>; forced?: boolean } = {},
): void {
  const st = stat(s, id);
  place(s, id, { zone: "chain" });
  s.history.cardsPlayed[me] = (s.history.cardsPlayed[me] ?? 0) + 1;
  const wasEmpty = s.chain.length === 0;
  s.chain.push({
    id: `c${s.nextId++}`,
    kind: "card",
    controller: me,
    object: id,
    targets: opts.targets ?? {},
    destination,
    ...(opts.forced ? { forcedDestination: true } : {}),
    legion: (s.history.cardsPlayed[me] ?? 0) > 1,
    ...(wasEmpty && (st.type === "Unit" || st.type === "Gear") ? { autoResolve: true } : {}),
  });
  emit(s, out, { kind: "play", seat: me, object: id, card: st.name, text });
  if (wasEmpty) {
    s.priority = me;
    s.chainPasses = [];
    s.chainByFocus = false;
  }
}

/** Whether `me` can pay a "you may pay …" cost now (runes ready or recyclable, pool, the source ready). */
export function canPayMay(s: RbState, me: Seat, src: string, c: MayCost): boolean {
  const p = s.players[me]!;
  const o = objAt(s, src);
  if (c.exhaustSelf && (!o || o.exhausted)) return false;
  const power = c.power ?? 0;
  const runesPower = p.runes.filter(
    (r) => !c.powerDomain || stat(s, r).domains.includes(c.powerDomain as never),
  ).length;
  const poolPower = Object.entries(p.pool.power).reduce(
    (a, [d, n]) => a + (!c.powerDomain || d === c.powerDomain || d === "Any" ? (n ?? 0) : 0),
    0,
  );
  if (power > runesPower + poolPower) return false;
  const readyRunes = p.runes.filter((r) => !obj(s, r).exhausted).length;
  if ((c.energy ?? 0) > p.pool.energy - (p.pool.spellEnergy ?? 0) + readyRunes) return false;
  return true;
}

/** Pays a "you may pay …" cost (561): the pool first, then exhausting runes for Energy, recycling them for Power. */
export function payMay(s: RbState, me: Seat, src: string, c: MayCost, out: RbEvent[]): void {
  const p = s.players[me]!;
  if (c.exhaustSelf && objAt(s, src)) mut(s, src).exhausted = true;
  let energy = c.energy ?? 0;
  const useE = Math.min(energy, p.pool.energy - (p.pool.spellEnergy ?? 0));
  p.pool.energy -= useE;
  energy -= useE;
  for (const r of p.runes) {
    if (energy === 0) break;
    if (!obj(s, r).exhausted) {
      mut(s, r).exhausted = true;
      energy--;
    }
  }
  let power = c.power ?? 0;
  for (const key of [c.powerDomain ?? "", "Any"]) {
    const have = (p.pool.power as Record<string, number>)[key] ?? 0;
    const use = Math.min(have, power);
    if (use) (p.pool.power as Record<string, number>)[key] = have - use;
    power -= use;
  }
  if (power > 0) {
    const candidates = p.runes.filter((r) => !c.powerDomain || stat(s, r).domains.includes(c.powerDomain as never));
    candidates.sort((a, b) => Number(obj(s, b).exhausted) - Number(obj(s, a).exhausted));
    recycle(s, candidates.slice(0, power), out);
  }
}

/**
 * The event record (issue "rules core that composes": turn history is a general record that selectors query).
 * Every game action appends one `GameEvent` (586-633: played, moved, died, discarded, drew, buffed, stunned,
 * channeled, conquered, held, attacked, defended, …) to `history.events`; triggered abilities written with
 * `on` (cards/types.ts `EventTrigger`) match these records (582-583), and conditions and selectors ask
 * "happened this turn" questions of them instead of per-card counters. Records keep the subject as it was when
 * the event happened (last known information, 584.2 / 720.1.d: a "when a unit dies" ability looks back).
 */
import type { Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { EventFilter, EventKind, EventTrigger } from "../cards/types.js";
import { cardData } from "./catalogue.js";
import { obj, objAt } from "./objects.js";
import type { RbState } from "./state.js";

/** An object as it was when an event happened (last known information). */
export interface EventSubject {
  readonly id: string;
  readonly incarnation: number;
  readonly code: string;
  readonly controller: Seat;
  readonly owner: Seat;
  /** Where it was before the event (its zone; battlefield index when at one). */
  readonly zone: string;
  readonly bf?: number;
  readonly token: boolean;
}

/** One game event (586-633). `player` performed the action (or controls what it happened to). */
export interface GameEvent {
  readonly seq: number;
  readonly turn: number;
  readonly kind: EventKind;
  readonly player: Seat;
  readonly subject?: EventSubject;
  readonly data: Readonly<Record<string, string | number | boolean>>;
}

/** The subject of an event as it is now (call before the action changes it). */
export function snapshot(s: RbState, id: string): EventSubject {
  const o = obj(s, id);
  return {
    id,
    incarnation: o.incarnation,
    code: o.code,
    controller: o.controller,
    owner: o.owner,
    zone: o.zone,
    ...(o.bf !== undefined ? { bf: o.bf } : {}),
    token: o.token,
  };
}

/** Codes whose scripts have `on` triggers, by event kind (static per card: computed once per code). */
const listenersByCode = new Map<string, ReadonlyMap<EventKind, readonly number[]>>();

function listeners(code: string): ReadonlyMap<EventKind, readonly number[]> {
  let m = listenersByCode.get(code);
  if (m) return m;
  const out = new Map<EventKind, number[]>();
  cardScript(code)?.abilities.forEach((a, i) => {
    if (a.kind !== "triggered" || !a.on) return;
    for (const k of Array.isArray(a.on) ? a.on : [a.on]) out.set(k, [...(out.get(k) ?? []), i]);
  });
  m = out;
  listenersByCode.set(code, m);
  return m;
}

/**
 * Records a game event and queues every `on` trigger it meets (583.1). Listeners are the objects whose
 * abilities are active (569, 584: board objects, legends, battlefields) and, for abilities that work from another
 * zone (`zone`), the subject itself (Deathknell-like "when I die" look back at it, 720.1.d).
 */
export function recordEvent(
  s: RbState,
  kind: EventKind,
  player: Seat,
  subject: EventSubject | undefined,
  data: Record<string, string | number | boolean> = {},
): GameEvent {
  const e: GameEvent = {
    seq: s.history.events.length,
    turn: s.turnNumber,
    kind,
    player,
    ...(subject ? { subject } : {}),
    data,
  };
  s.history.events.push(e);
  dispatch(s, e);
  return e;
}

function activeListeners(s: RbState): string[] {
  const out: string[] = [];
  for (const p of s.players) {
    for (const id of p.base) out.push(id);
    if (p.legend) out.push(p.legend);
  }
  for (const b of s.battlefields) {
    out.push(b.card);
    for (const u of b.units) out.push(u);
  }
  return out;
}

function dispatch(s: RbState, e: GameEvent): void {
  const seen = new Set<string>();
  const consider = (id: string, fromZone: boolean) => {
    if (seen.has(id)) return;
    seen.add(id);
    const o = objAt(s, id);
    if (!o) return;
    const abilities = listeners(o.code).get(e.kind);
    if (!abilities) return;
    const sc = cardScript(o.code)!;
    for (const i of abilities) {
      const a = sc.abilities[i] as EventTrigger & { kind: "triggered" };
      if (fromZone !== (a.zone !== undefined && a.zone !== "board")) continue;
      const controller = o.zone === "battlefieldCard" ? e.player : o.controller;
      if (!eventMatches(s, e, a.filter ?? {}, id, controller)) continue;
      if (a.limit && countMatching(s, e, a, id, controller) !== a.limit.nth) continue;
      s.triggerQueue.push({
        id: `t${s.nextId++}`,
        controller,
        source: id,
        sourceCode: o.code,
        ability: i,
        eventData: { ...(e.subject ? { object: e.subject.id } : {}), ...e.data, event: e.seq },
      });
    }
  };
  for (const id of activeListeners(s)) consider(id, false);
  if (e.subject) consider(e.subject.id, true);
  // 584.1: abilities that say they work from the trash ("When you conquer, … return this from your trash").
  for (const p of s.players) for (const id of p.trash) if (worksFromTrash(obj(s, id).code, e.kind)) consider(id, true);
  if (e.subject) dispatchCreated(s, e, e.subject);
}

/** Created (delayed) triggers about the event's subject (CR 1.4 389-392): "the next time it takes damage …". */
function dispatchCreated(s: RbState, e: GameEvent, sub: EventSubject): void {
  const fired = new Set<string>();
  for (const c of s.effects) {
    if (c.trigger?.on !== e.kind) continue;
    if (!c.objects.some((r) => r.id === sub.id && r.incarnation === sub.incarnation)) continue;
    const source = c.source !== null && objAt(s, c.source) ? c.source : sub.id;
    s.triggerQueue.push({
      id: `t${s.nextId++}`,
      controller: c.controller,
      source,
      sourceCode: obj(s, source).code,
      ability: -2,
      eventData: { object: sub.id, ...e.data, event: e.seq },
      effects: c.trigger.effects,
    });
    if (c.once) fired.add(c.id);
  }
  if (fired.size) s.effects = s.effects.filter((c) => !fired.has(c.id));
}

/** Does a card have an `on` trigger of this kind that works from the trash (static per code). */
function worksFromTrash(code: string, kind: EventKind): boolean {
  const abilities = listeners(code).get(kind);
  if (!abilities) return false;
  const sc = cardScript(code)!;
  return abilities.some((i) => (sc.abilities[i] as EventTrigger).zone === "trash");
}

/** How many events of this turn, up to and including `e`, meet the trigger's filter ("the Nth time", 583). */
function countMatching(s: RbState, e: GameEvent, t: EventTrigger, source: string, controller: Seat): number {
  let n = 0;
  for (const x of s.history.events) {
    if (x.seq > e.seq) break;
    const kinds = Array.isArray(t.on) ? t.on : [t.on];
    if (x.turn === e.turn && kinds.includes(x.kind) && eventMatches(s, x, t.filter ?? {}, source, controller)) n++;
  }
  return n;
}

/**
 * Does an event meet a trigger's filter, seen from the ability's source and controller: who acted (`player`),
 * what it happened to (`subject`: me, friendly, enemy, a type, a tag), where ("here"), and event data.
 */
export function eventMatches(s: RbState, e: GameEvent, f: EventFilter, source: string, controller: Seat): boolean {
  if (f.player === "you" && e.player !== controller) return false;
  if (f.player === "opponent" && e.player === controller) return false;
  const sub = e.subject;
  if (f.self && (!sub || sub.id !== source || sub.incarnation !== eventIncarnation(s, source, sub))) return false;
  if (f.subject) {
    if (!sub) return false;
    const card = cardData(sub.code);
    if (f.subject.type === "unit" && card?.type !== "Unit" && card?.type !== "Token") return false;
    if (f.subject.type === "gear" && card?.type !== "Gear") return false;
    if (f.subject.type === "spell" && card?.type !== "Spell") return false;
    if (f.subject.controller === "friendly" && sub.controller !== controller) return false;
    if (f.subject.controller === "enemy" && sub.controller === controller) return false;
    if (f.subject.tag && !(card?.tags ?? []).includes(f.subject.tag)) return false;
    if (f.subject.other && sub.id === source) return false;
  }
  if (f.here) {
    const bf = s.battlefields.find((b) => b.card === source)?.index ?? objAt(s, source)?.bf;
    if (bf === undefined || e.data.bf !== bf) return false;
  }
  if (f.data) for (const [k, v] of Object.entries(f.data)) if (e.data[k] !== v) return false;
  if (f.by === "you" && e.data.by !== controller) return false;
  if (f.by === "opponent" && (typeof e.data.by !== "number" || e.data.by === controller)) return false;
  return true;
}

/** The incarnation a self-filter compares with: the subject's own when the source is the subject (look back). */
function eventIncarnation(s: RbState, source: string, sub: EventSubject): number {
  const o = objAt(s, source);
  if (!o) return -1;
  // A card that just left the board is a new object (563.2.c.4), but "when I die" refers to the one that died.
  return o.incarnation === sub.incarnation
    ? sub.incarnation
    : o.incarnation - 1 === sub.incarnation
      ? sub.incarnation
      : -1;
}

/** Events of the current turn that meet a filter, from `controller`'s point of view (history selectors). */
export function eventsThisTurn(
  s: RbState,
  kind: EventKind,
  f: EventFilter,
  source: string,
  controller: Seat,
): GameEvent[] {
  return s.history.events.filter(
    (e) => e.turn === s.turnNumber && e.kind === kind && eventMatches(s, e, f, source, controller),
  );
}

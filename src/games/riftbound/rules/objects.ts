/**
 * The object store of a match state (119: every card, token, rune, legend and battlefield is an object).
 * Objects live in `RbState.objects`, an array indexed by the number in their id (`o12` is `objects[12]`; ids
 * that name chain items or decisions leave holes, stored as null). Reading returns a readonly object; changing
 * one goes through {@link mut}, which inside an `apply` copies the object the first time it is changed
 * (copy-on-write): the new state shares every untouched object with the old one, so applying an action copies
 * a few objects instead of all of them (issue "Engine speed"), and the old state is never changed.
 */
import type { RbObject, RbState } from "./state.js";

/** Thrown when the state breaks an invariant: a bug, never a player error. */
export class InvariantError extends Error {}

/**
 * The state an `apply` is writing, the state it was copied from (`from`) and that state's objects array (`base`), and
 * the lists it already owns (copied during this apply). An object is owned (copied or created during this apply) when its slot no longer
 * holds the object of `base`: only {@link mut} and {@link addObject} write slots (the array itself is `base` until the
 * first of them copies it, {@link ownObjects}). So ownership is a slot comparison,
 * not a `WeakSet` entry per object (an identity hash and ephemeron work for the GC; issue "Engine speed"); the lists
 * owned are few (a state has ~25), so a short array is searched.
 */
let writing: {
  state: RbState;
  from: RbState;
  base: readonly (Readonly<RbObject> | null)[];
  lists: unknown[];
} | null = null;

/**
 * Starts changing `s`, a fresh copy made by `copyState` of `from` (the objects are still shared with it). Until
 * {@link endWrite}, {@link mut} copies a shared object before handing it out. Not re-entrant.
 */
export function beginWrite(s: RbState, from: RbState): void {
  writing = { state: s, from, base: from.objects, lists: [] };
}

/** Ends the write started by {@link beginWrite}. */
export function endWrite(): void {
  writing = null;
}

/**
 * Tables of derived values remembered inside {@link readOnly}: Might (139.2) and keywords (712) per object id;
 * automatic payment plans (561) per seat and cost.
 */
export type DerivedTable = "might" | "keywords" | "payment";

/**
 * The state a read-only computation is looking at, and the derived values it has computed so far. Each table is made
 * on its first write (undefined until then: many readings fill none or few of the four).
 */
interface Reading {
  state: RbState;
  might: Map<string | number, unknown> | undefined;
  keywords: Map<string | number, unknown> | undefined;
  /** Keyed by a small integer for the usual costs, else a text (costs.ts `paymentKey`); the others by object id. */
  payment: Map<string | number, unknown> | undefined;
  /** Values computed per a static key object (a card script's target spec) and a text (who asks, from where). */
  byKey: Map<object, Map<string, unknown>> | undefined;
}
let reading: Reading | null = null;

/**
 * The memo of the last {@link readOnly} call, kept after it returns for {@link resumeReading}: what `legalActions`
 * derived of a state serves the `apply` of that same state that usually follows. Dropped by the next resume.
 */
let lastReading: Reading | null = null;

/**
 * Runs `f`, which only reads `s` (legal actions, views), remembering derived characteristics (Might, keywords:
 * 634-639) computed on the way, so each is computed once per object instead of once per candidate. Nothing may
 * change `s` meanwhile; nested calls share the outer memo.
 */
export function readOnly<T>(s: RbState, f: () => T): T {
  if (reading !== null || writing?.state === s) return f();
  reading = { state: s, might: undefined, keywords: undefined, payment: undefined, byKey: undefined };
  try {
    return f();
  } finally {
    lastReading = reading;
    reading = null;
  }
}

/**
 * Runs `f`, which only reads `s`, the state an `apply` is writing and has not changed yet, with the memo of the last
 * {@link readOnly} call when that call looked at the state `s` was copied from (equal to `s` until the first change):
 * the play an `apply` plans right after `legalActions` read its state finds the Might, keywords, legal targets and
 * automatic payment plans legality computed (docs/performance.md "Session 19", perfAH). Like the board index served
 * to a copy (board.ts `boardCopied`), this trusts that a state is never changed in place once read (the engine's
 * contract: an apply writes a copy). Only when nothing was written yet (no object or list copied); else `f` runs
 * without a memo, as inside an apply before. The kept memo is dropped either way (one resume per reading).
 */
export function resumeReading<T>(s: RbState, f: () => T): T {
  const last = lastReading;
  lastReading = null;
  const w = writing;
  if (
    last === null ||
    reading !== null ||
    w === null ||
    w.state !== s ||
    last.state !== w.from ||
    s.objects !== w.base ||
    w.lists.length > 0
  )
    return f();
  last.state = s; // the same object: its token (costs.ts `runesOf`) keeps serving
  reading = last;
  try {
    return f();
  } finally {
    reading = null;
  }
}

/** A derived value of `s` remembered inside {@link readOnly} ({@link remember}), else undefined. */
export function recalled<T>(s: RbState, table: DerivedTable, id: string | number): T | undefined {
  if (reading === null || reading.state !== s) return undefined;
  return reading[table]?.get(id) as T | undefined;
}

/** Remembers a derived value of `s` while a {@link readOnly} computation looks at it; returns the value. */
export function remember<T>(s: RbState, table: DerivedTable, id: string | number, v: T): T {
  if (reading === null || reading.state !== s) return v;
  let m = reading[table];
  if (m === undefined) {
    m = new Map();
    reading[table] = m;
  }
  m.set(id, v);
  return v;
}

/**
 * A value of `s` remembered inside {@link readOnly} under a static object (e.g. a target spec of a card script) and a
 * text naming the rest of what it depends on ({@link rememberBy}), else undefined.
 */
export function recalledBy<T>(s: RbState, key: object, sub: string): T | undefined {
  if (reading === null || reading.state !== s) return undefined;
  return reading.byKey?.get(key)?.get(sub) as T | undefined;
}

/**
 * The {@link readOnly} computation looking at `s` (an object of that one call), else undefined: the key of a memo
 * valid only within that call and cheaper than {@link recalledBy}'s two map reads (costs.ts `runesOf`).
 */
export function readingToken(s: RbState): object | undefined {
  return reading !== null && reading.state === s ? reading : undefined;
}

/** Whether a {@link readOnly} computation is looking at `s` (so values of it may be remembered). */
export function remembering(s: RbState): boolean {
  return reading !== null && reading.state === s;
}

/** Remembers a value of `s` under `key` and `sub` while a {@link readOnly} computation looks at it; returns it. */
export function rememberBy<T>(s: RbState, key: object, sub: string, v: T): T {
  if (reading === null || reading.state !== s) return v;
  let byKey = reading.byKey;
  if (byKey === undefined) {
    byKey = new Map();
    reading.byKey = byKey;
  }
  let m = byKey.get(key);
  if (!m) {
    m = new Map();
    byKey.set(key, m);
  }
  m.set(sub, v);
  return v;
}

/** The index of an object id in `objects` (`o12` → 12); -1 when the text is not an object id. */
export function objIndex(id: string): number {
  // Parsed by hand: this runs for every object lookup, and slicing would allocate a string each time.
  const len = id.length;
  if (len < 2 || len > 10 || id.charCodeAt(0) !== 111 /* o */) return -1;
  let n = 0;
  for (let i = 1; i < len; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9 || (d === 0 && i === 1)) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** The object with this id, or undefined (for ids from outside: actions, answers, scenarios). */
export function objAt(s: RbState, id: string): Readonly<RbObject> | undefined {
  const i = objIndex(id);
  return i < 0 ? undefined : (s.objects[i] ?? undefined);
}

/** The object with this id, to read. @throws InvariantError if missing. */
export function obj(s: RbState, id: string): Readonly<RbObject> {
  const o = objAt(s, id);
  if (!o) throw new InvariantError(`no object ${id}`);
  return o;
}

/**
 * The object with this id, to change: inside an apply, a copy owned by the new state (made on first change);
 * outside one (setting up a match or a scenario position), the object itself. @throws InvariantError if missing.
 */
export function mut(s: RbState, id: string): RbObject {
  const i = objIndex(id);
  const o = i < 0 ? undefined : s.objects[i];
  if (!o) throw new InvariantError(`no object ${id}`);
  if (writing === null || writing.state !== s || writing.base[i] !== o) return o;
  const c = shaped(o);
  ownObjects(s)[i] = c;
  return c;
}

/**
 * The objects array of the state being written, to change: `copyState` shares the array with the old state (an apply
 * that changes no object copies none of its ~150 slots) and the first change copies it, handing on its card-code memo.
 */
function ownObjects(s: RbState): (RbObject | null)[] {
  if (writing === null || s.objects !== writing.base) return s.objects;
  const c = s.objects.slice();
  carryCodeMemo(s.objects, c);
  s.objects = c;
  return c;
}

/**
 * A copy of `o` with every field of {@link RbObject} present, absent ones `undefined`, always in declaration order:
 * every object of every state then has one shape (one V8 hidden class), so the reads of the hot paths stay
 * monomorphic instead of looking up ~50 shapes (issue "Engine speed"). `uses` and `revealedTo` are copied (they are
 * changed in place); other fields are values or readonly records. Fields are cleared by assigning `undefined`, never
 * by `delete` (which would make the object a dictionary); JSON drops `undefined`, so snapshots are unchanged.
 */
export function shaped(o: Readonly<RbObject>): RbObject {
  return {
    id: o.id,
    code: o.code,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    bf: o.bf,
    exhausted: o.exhausted,
    damage: o.damage,
    buffed: o.buffed,
    stunned: o.stunned,
    combatRole: o.combatRole,
    token: o.token,
    incarnation: o.incarnation,
    hiddenOnTurn: o.hiddenOnTurn,
    revealedTo: o.revealedTo ? o.revealedTo.slice() : undefined,
    enteredAt: o.enteredAt,
    buffedAt: o.buffedAt,
    damagedBy: o.damagedBy,
    damageFrom: o.damageFrom,
    named: o.named,
    extraBuffs: o.extraBuffs,
    uses: o.uses ? { ...o.uses } : undefined,
    attachedTo: o.attachedTo,
    wasMighty: o.wasMighty,
    lastMight: o.lastMight,
    empowered: o.empowered,
    banishedWith: o.banishedWith,
    empowerCount: o.empowerCount,
    controlWhile: o.controlWhile,
    copyWhile: o.copyWhile,
  };
}

/**
 * A zone list of `holder` (a player's decks, hand, trash, banishment, base and runes, or a battlefield's units; also
 * the turn's event record and the recent log, which grow at every apply) to change: inside an apply, the list is shared with the old state until its first change, then copied once (as
 * {@link mut} copies objects); outside one, the list itself.
 */
export function ownList<K extends string, T = string>(s: RbState, holder: { [k in K]: T[] }, key: K): T[] {
  const list = holder[key];
  if (writing === null || writing.state !== s || writing.lists.includes(list)) return list;
  const c = list.slice();
  holder[key] = c;
  writing.lists.push(c);
  return c;
}

/**
 * The turn's event record of `s` to append to: {@link ownList} for `s.history.events` (a typed read of the one holder,
 * not a keyed load of any holder: this runs for every event).
 */
export function ownEvents(s: RbState): RbState["history"]["events"] {
  const h = s.history;
  const list = h.events;
  if (writing === null || writing.state !== s || writing.lists.includes(list)) return list;
  const c = list.slice();
  h.events = c;
  writing.lists.push(c);
  return c;
}

/**
 * The recent log of `s` to append one entry to, `max` entries at most after it (util.ts `emit`): {@link ownList} for
 * `s.log`, whose copy keeps only the last `max - 1` entries (those that stay after the append), not all to drop one.
 */
export function ownLog(s: RbState, max: number): RbState["log"] {
  const list = s.log;
  if (writing === null || writing.state !== s || writing.lists.includes(list)) return list;
  const c = list.slice(Math.max(0, list.length - (max - 1)));
  s.log = c;
  writing.lists.push(c);
  return c;
}

/** Adds a new object under its id (which must be `o<n>`); it belongs to the state being written. */
export function addObject(s: RbState, o: RbObject): void {
  const i = objIndex(o.id);
  if (i < 0) throw new InvariantError(`bad object id ${o.id}`);
  const objects = writing?.state === s ? ownObjects(s) : s.objects;
  if (i < objects.length) dropCodeMemo(objects); // a filled hole is not seen by the count: start over
  while (objects.length < i) objects.push(null);
  objects[i] = shaped(o); // owned by the state being written: not the object `base` has in this slot
}

/** Every object, in id order (creation order), to read. */
export function allObjects(s: RbState): readonly Readonly<RbObject>[] {
  const out: RbObject[] = [];
  for (const o of s.objects) if (o) out.push(o);
  return out;
}

/** Every object id, in creation order. */
export function objectIds(s: RbState): string[] {
  const out: string[] = [];
  for (const o of s.objects) if (o) out.push(o.id);
  return out;
}

/** The source's incarnation as an ability goes on the chain (109: a zone change makes it a new object). */
export function sourceIncarnationOf(s: RbState, id: string): { sourceIncarnation?: number } {
  const o = objAt(s, id);
  return o ? { sourceIncarnation: o.incarnation } : {};
}

/**
 * Answers that depend only on which card codes a state's objects have, for `objects[0 .. length)`: the distinct
 * `codes` (sorted) and `words`, a question's answer by its key. `words` belongs to that set of codes and is shared by
 * every state (of any match) with the same set, so it only grows: answers are a function of the codes alone. Kept per
 * objects array and carried to the copy an apply makes of it ({@link carryCodeMemo}); a state whose objects array grew
 * looks at the added objects only (mentions.ts; issue "Engine speed").
 */
export interface CodeMemo {
  readonly length: number;
  readonly codes: readonly string[];
  readonly words: Map<string, boolean>;
}

const codeMemos = new WeakMap<readonly unknown[], CodeMemo>();

const EMPTY_MEMO: CodeMemo = { length: 0, codes: [], words: new Map() };

/**
 * The newest state's objects and their memo, in front of `codeMemos`: a game asks ~70 questions per apply of the state
 * it has just made, so {@link carryCodeMemo} hands the memo on here without a `WeakMap` write per apply (~2.5% of an
 * apply). An older state asked again finds its memo in `codeMemos` if one was stored for it, else starts a new one
 * (answers depend only on the codes, so they are the same either way).
 */
let lastObjects: readonly unknown[] | null = null;
let lastMemo: CodeMemo = EMPTY_MEMO;

/** The {@link CodeMemo} of a state's objects (empty before the first question). */
export function codeMemo(s: RbState): CodeMemo {
  if (s.objects === lastObjects) return lastMemo;
  return codeMemos.get(s.objects) ?? EMPTY_MEMO;
}

/** Stores what a state has learnt about its objects' codes (a new memo; the old one may be shared). */
export function storeCodeMemo(s: RbState, m: CodeMemo): void {
  codeMemos.set(s.objects, m);
  if (s.objects === lastObjects) lastMemo = m;
}

/** Shares the {@link CodeMemo} of `from` with its copy `to` (the newest state: see `lastObjects`). */
function carryCodeMemo(from: readonly unknown[], to: readonly unknown[]): void {
  const m = from === lastObjects ? lastMemo : codeMemos.get(from);
  if (!m) return;
  lastObjects = to;
  lastMemo = m;
}

/** Forgets the {@link CodeMemo} of `objects` (a hole was filled: the count no longer tells what is new). */
function dropCodeMemo(objects: readonly unknown[]): void {
  codeMemos.delete(objects);
  if (objects === lastObjects) lastObjects = null;
}

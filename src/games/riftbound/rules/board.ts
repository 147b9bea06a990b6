/**
 * The board index (569.1): the objects whose abilities are active and their passives by kind, derived from the last
 * index or rebuilt once per state and zone change, and the Facedown Zones of battlefields (107.3) with their capacity.
 */
import { cardScript } from "../cards/registry.js";
import type { EventKind, Passive } from "../cards/types.js";
import type { BoardPassive, BoardIndex } from "./zones.js";
import type { RbState, RbObject, BattlefieldState } from "./state.js";
import { passivesOfCode, attachedPassives, attachedKeywords, copiesUnitText } from "./passives.js";
import { InvariantError, obj, objIndex } from "./objects.js";
import { codeTable } from "./catalogue.js";

const NO_PASSIVES: readonly BoardPassive[] = [];
const NO_TEXTS: readonly string[] = [];
const NO_IDS: readonly string[] = [];

/**
 * The index, with what it was built from: the board's object ids in order (`sources`) and, per object read, its index in
 * `objects` with the code and attachment seen. The index is a function of these alone (passives are static per code), so
 * it stays right for any state whose board has the same ids, codes and attachments ({@link nextIndex}).
 */
interface Index extends BoardIndex {
  /** Codes of the attached cards among the sources (434.1.c: their Effect Text gives keywords). */
  readonly attached: readonly string[];
  /** Found when first asked ({@link boardKeywordTexts}). */
  keywordTexts: readonly string[] | undefined;
  readonly readAt: readonly number[];
  readonly readCode: readonly string[];
  readonly readAttachedTo: readonly (string | undefined)[];
  /** The sources with a printed `on` trigger of each event kind, in trigger listing order ({@link boardListeners}). */
  readonly listeners: BySlot<string>;
}

/** Lists by kind, at the kind's {@link slotOf} (undefined: none); copied with `slice` when one list changes. */
type BySlot<T> = readonly (readonly T[] | undefined)[];

/** The slot of each passive or event kind in the index's lists by kind (numbered as first met; one table for both). */
const slots = codeTable<number>();
let slotCount = 0;

/** The slot of `kind` in {@link BySlot} lists (one keyed load, as a `Map.get` was). */
function slotOf(kind: string): number {
  let n = slots[kind];
  if (n === undefined) {
    n = slotCount++;
    slots[kind] = n;
  }
  return n;
}

/**
 * Bumped ({@link boardChanged}) by every change of what the index reads: a move from or to a base or a battlefield's
 * units (zones.ts `movePlace`), a new object (`newObject`), an attachment, a code or a legend slot changed.
 */
let zoneVersion = 0;

/** The state the index was last used for, at which {@link zoneVersion} (changed in place: one record). */
const boardCache: { state: RbState | null; version: number; index: Index | null } = {
  state: null,
  version: 0,
  index: null,
};

/**
 * The state an apply last copied (`from`), its copy (`to`) and the {@link zoneVersion} then ({@link boardCopied};
 * changed in place: one record).
 */
const lastCopy: { from: RbState | null; to: RbState | null; version: number } = { from: null, to: null, version: 0 };

/**
 * Marks that objects were put into or taken out of a board zone without {@link place} (setting up a position), so
 * the board index is rebuilt.
 */
export function boardChanged(): void {
  zoneVersion++;
}

/**
 * Notes that `to` was just copied from `from` (index.ts `applyAction`, before any change): until the next
 * {@link zoneVersion}, `to` has `from`'s board, so an index current for `from` serves `to` without {@link nextIndex}.
 */
export function boardCopied(from: RbState, to: RbState): void {
  lastCopy.from = from;
  lastCopy.to = to;
  lastCopy.version = zoneVersion;
}

/**
 * Whether the index last used for `c.state` is current for `s` without looking at the board: no zone, code or
 * attachment has changed since (every such write bumps {@link zoneVersion}: zones.ts `movePlace`, `newObject`, attach.ts,
 * become-copy.ts …) and `s` is that state or its copy made by the apply under way at that same version.
 */
function current(c: typeof boardCache, s: RbState): boolean {
  if (c.version !== zoneVersion) return false;
  if (c.state === s) return true;
  const l = lastCopy;
  return l.to === s && l.from === c.state && l.version === zoneVersion;
}

/**
 * The board index of `s` (569.1). The same state at the same {@link zoneVersion}, or the copy an apply just made of it
 * ({@link current}), reuses it at once; another state (the next one of a game: zone lists and objects are shared until
 * changed) or a later version gets {@link nextIndex}: the same index when its board still has the same ids, codes and
 * attachments, checked one by one (no trust in the version), else one derived from it or rebuilt.
 */
function boardIndex(s: RbState): Index {
  const c = boardCache;
  const known = c.index;
  const index = known === null ? buildIndex(s, boardSources(s)) : current(c, s) ? known : nextIndex(s, known);
  c.state = s;
  c.version = zoneVersion;
  c.index = index;
  return index;
}

/** The board's object ids in index order (569.1): each player's base then legend, then each battlefield and its units. */
function boardSources(s: RbState): string[] {
  const sources: string[] = [];
  for (const p of s.players) {
    for (const id of p.base) sources.push(id);
    if (p.legend) sources.push(p.legend);
  }
  for (const bf of s.battlefields) {
    sources.push(bf.card);
    for (const id of bf.units) sources.push(id);
  }
  return sources;
}

/**
 * How the board's ids changed from `old` to `sources` ({@link diffSources}; one record changed in place): ids before
 * `p` and the last `q` are the same; between them new position `xNew` is old `xOld` (-1: entered, `xNew` -1: one left,
 * at old `p`) and every other new position `i` is old `i + shift`.
 */
const diff = { p: 0, q: 0, xNew: -1, xOld: -1, shift: 0 };

/**
 * Whether `sources` is `old` with one source entered, left or moved to another place, noted in {@link diff}. Ids on
 * the board are distinct, so the common prefix and suffix leave exactly the entered, left or rotated run between them.
 */
function diffSources(old: readonly string[], sources: readonly string[]): boolean {
  const nLen = sources.length;
  const oLen = old.length;
  let p = 0;
  while (p < nLen && p < oLen && sources[p] === old[p]) p++;
  let q = 0; // not overlapping the prefix
  while (q < nLen - p && q < oLen - p && sources[nLen - 1 - q] === old[oLen - 1 - q]) q++;
  const nMid = nLen - p - q;
  const oMid = oLen - p - q;
  const d = diff;
  d.p = p;
  d.q = q;
  d.shift = 0;
  d.xOld = -1;
  if (nMid === 1 && oMid === 0) d.xNew = p;
  else if (nMid === 0 && oMid === 1) d.xNew = -1;
  else if (nMid !== oMid || nMid < 2) return false;
  else if (old[p] === sources[p + nMid - 1] && sameRun(old, p + 1, sources, p, nMid - 1)) {
    d.xNew = p + nMid - 1; // moved later in the board order
    d.xOld = p;
    d.shift = 1;
  } else if (old[p + nMid - 1] === sources[p] && sameRun(old, p, sources, p + 1, nMid - 1)) {
    d.xNew = p; // moved earlier
    d.xOld = p + nMid - 1;
    d.shift = -1;
  } else return false;
  return true;
}

/**
 * The index of `s` from `known`, the index last used (569.1). `known` itself when `s`'s board has the same ids in
 * order and each read object the same code and attachment. When the ids differ by one source entered, left or moved
 * (0.33 of the 0.34 rebuilds per decision, session 18) and no source is attached, the reads of the others are carried
 * over (checked against `s`'s objects: same code, still unattached) and the lists are `known`'s with that source's
 * entries taken out and put in at its new place ({@link relisted}); shared as they are when its code gives none.
 * Anything else is rebuilt ({@link buildIndex}), so the result is always what a rebuild gives.
 */
function nextIndex(s: RbState, known: Index): Index {
  const sources = boardSources(s);
  const old = known.sources;
  const nLen = sources.length;
  const oLen = old.length;
  if (nLen === oLen && sameRun(old, 0, sources, 0, nLen)) return sameReads(s, known) ? known : buildIndex(s, sources);
  if (known.attached.length > 0 || known.readAt.length !== oLen || !diffSources(old, sources)) {
    return buildIndex(s, sources);
  }
  const { p, q, xNew, xOld, shift } = diff;
  const readAt: number[] = [];
  const readCode: string[] = [];
  const readAttachedTo: (string | undefined)[] = [];
  const oAt = known.readAt;
  const oCode = known.readCode;
  for (let i = 0; i < nLen; i++) {
    const j = i < p ? i : i >= nLen - q ? i - nLen + oLen : i === xNew ? xOld : i + shift;
    const at = j < 0 ? objIndex(sources[i]!) : oAt[j]!;
    const o = at < 0 ? undefined : s.objects[at];
    if (!o) throw new InvariantError(`no object ${sources[i]}`);
    // Another code or an attachment since: the lists may differ (all reads were unattached: `known.attached` is empty).
    if (o.attachedTo !== undefined || (j >= 0 && o.code !== oCode[j])) return buildIndex(s, sources);
    readAt.push(at);
    readCode.push(o.code);
    readAttachedTo.push(undefined);
  }
  const id = xNew < 0 ? old[p]! : sources[xNew]!;
  const f = factsOf(xNew < 0 ? oCode[p]! : readCode[xNew]!);
  let lists: Lists = known;
  if (f.passives.length > 0 || f.listens.length > 0) {
    // 583.3.b: a legend's triggers are listed after the rest (a rebuild places it)
    if (xNew >= 0 && f.listens.length > 0 && isLegend(s, id)) return buildIndex(s, sources);
    lists = relisted(s, known, f, id, sources, xNew);
  }
  const { passives, byKind, keywordTexts, listeners } = lists;
  return {
    sources,
    passives,
    byKind,
    attached: known.attached,
    keywordTexts,
    readAt,
    readCode,
    readAttachedTo,
    listeners,
  };
}

/** The parts of an {@link Index} that follow from its sources' codes ({@link relisted}). */
type Lists = Pick<Index, "passives" | "byKind" | "keywordTexts" | "listeners">;

/**
 * `known`'s lists with source `id` (code facts `f`, unattached, not a legend if it listens and is put in) taken out
 * and, unless it left (`at` -1), put in at its place `at` in the new board order `sources` (569.1; 583.3.b). Only the
 * lists of `f`'s kinds are new; an id entering has no entries to take out (board ids are distinct).
 */
function relisted(s: RbState, known: Index, f: CodeFacts, id: string, sources: readonly string[], at: number): Lists {
  let passives = known.passives;
  let byKind = known.byKind;
  let keywordTexts = known.keywordTexts;
  if (f.passives.length > 0) {
    const mine: BoardPassive[] = [];
    if (at >= 0) for (const passive of f.passives) mine.push({ source: id, passive });
    passives = passivesWith(known.passives, id, mine, sources, at);
    const kinds = known.byKind.slice();
    for (let k = 0; k < f.passives.length; k++) {
      const kind = f.passives[k]!.kind;
      if (firstOfKind(f.passives, kind) !== k) continue; // each kind once
      const slot = slotOf(kind);
      const list = passivesWith(known.byKind[slot] ?? NO_PASSIVES, id, ofKind(mine, kind), sources, at);
      kinds[slot] = list.length > 0 ? list : undefined;
    }
    byKind = kinds;
    keywordTexts = undefined; // `grant` or `equipmentGives` may have moved: found again when asked
  }
  let listeners = known.listeners;
  if (f.listens.length > 0) {
    const kinds = known.listeners.slice();
    for (const slot of f.listenSlots) {
      const list = listenersWith(s, known.listeners[slot] ?? NO_IDS, id, sources, at);
      kinds[slot] = list.length > 0 ? list : undefined;
    }
    listeners = kinds;
  }
  return { passives, byKind, keywordTexts, listeners };
}

/** The index of the first of `passives` of `kind`. */
function firstOfKind(passives: readonly Passive[], kind: Passive["kind"]): number {
  for (let k = 0; k < passives.length; k++) if (passives[k]!.kind === kind) return k;
  return -1;
}

/** Those of `mine` of one kind. */
function ofKind(mine: readonly BoardPassive[], kind: Passive["kind"]): BoardPassive[] {
  const out: BoardPassive[] = [];
  for (const bp of mine) if (bp.passive.kind === kind) out.push(bp);
  return out;
}

/** Is `id` after position `at` in `sources`. */
function isAfter(sources: readonly string[], id: string, at: number): boolean {
  for (let k = at + 1; k < sources.length; k++) if (sources[k] === id) return true;
  return false;
}

/** `list` (in board order) without `id`'s entries and with `mine` before the first entry of a source after `at`. */
function passivesWith(
  list: readonly BoardPassive[],
  id: string,
  mine: readonly BoardPassive[],
  sources: readonly string[],
  at: number,
): BoardPassive[] {
  const out: BoardPassive[] = [];
  let placed = at < 0;
  for (const bp of list) {
    if (bp.source === id) continue;
    if (!placed && isAfter(sources, bp.source, at)) {
      for (const m of mine) out.push(m);
      placed = true;
    }
    out.push(bp);
  }
  if (!placed) for (const m of mine) out.push(m);
  return out;
}

/**
 * A listener list without `id` and, unless `at` is -1, with `id` before the first source after `at` or the first
 * legend (583.3.b: legends are listed last; `id` is not one).
 */
function listenersWith(
  s: RbState,
  list: readonly string[],
  id: string,
  sources: readonly string[],
  at: number,
): string[] {
  const out: string[] = [];
  let placed = at < 0;
  for (const src of list) {
    if (src === id) continue;
    if (!placed && (isAfter(sources, src, at) || isLegend(s, src))) {
      out.push(id);
      placed = true;
    }
    out.push(src);
  }
  if (!placed) out.push(id);
  return out;
}

/** Are `a[i..i+n)` and `b[j..j+n)` the same ids. */
function sameRun(a: readonly string[], i: number, b: readonly string[], j: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (a[i + k] !== b[j + k]) return false;
  return true;
}

/** Does every object `index` read still have the code and attachment seen (its sources being `s`'s board's ids). */
function sameReads(s: RbState, index: Index): boolean {
  const at = index.readAt;
  const code = index.readCode;
  const attachedTo = index.readAttachedTo;
  for (let i = 0; i < at.length; i++) {
    const o = s.objects[at[i]!];
    if (!o || o.code !== code[i] || o.attachedTo !== attachedTo[i]) return false;
  }
  return true;
}

/** Adds one active passive to the index's lists (module level: no closure made per rebuild). */
function addPassive(
  passives: BoardPassive[],
  byKind: (BoardPassive[] | undefined)[],
  source: string,
  passive: Passive,
): void {
  const bp: BoardPassive = { source, passive };
  passives.push(bp);
  const slot = slotOf(passive.kind);
  const list = byKind[slot];
  if (list) list.push(bp);
  else byKind[slot] = [bp];
}

/** The objects an index read, as {@link Index} keeps them. */
interface Reads {
  readAt: number[];
  readCode: string[];
  readAttachedTo: (string | undefined)[];
}

/** Reads an object for the index, noting where it is and what was seen. @throws InvariantError if missing. */
function read(s: RbState, id: string, reads: Reads): Readonly<RbObject> {
  const at = objIndex(id); // the id parsed once: `obj` would parse it again (this runs for every board object)
  const o = at < 0 ? undefined : s.objects[at];
  if (!o) throw new InvariantError(`no object ${id}`);
  reads.readAt.push(at);
  reads.readCode.push(o.code);
  reads.readAttachedTo.push(o.attachedTo);
  return o;
}

/** What the index needs of a card code (static per code): its printed passives and the kinds its `on` triggers hear. */
interface CodeFacts {
  readonly passives: readonly Passive[];
  /** The event kinds of its printed triggered abilities written with `on` (583.1), each once; often none. */
  readonly listens: readonly EventKind[];
  /** The {@link slotOf} of each of `listens`. */
  readonly listenSlots: readonly number[];
}

const factsByCode = codeTable<CodeFacts>();

/** The {@link CodeFacts} of `code` (computed once: one keyed load per board object at each rebuild). */
function factsOf(code: string): CodeFacts {
  let f = factsByCode[code];
  if (f === undefined) {
    const listens: EventKind[] = [];
    for (const a of cardScript(code)?.abilities ?? [])
      if (a.kind === "triggered" && a.on)
        for (const k of Array.isArray(a.on) ? a.on : [a.on]) if (!listens.includes(k)) listens.push(k);
    f = { passives: passivesOfCode(code), listens, listenSlots: listens.map(slotOf) };
    factsByCode[code] = f;
  }
  return f;
}

/** Is `id` a player's legend (the sources of the index from the players' legend slots). */
function isLegend(s: RbState, id: string): boolean {
  for (const p of s.players) if (p.legend === id) return true;
  return false;
}

/** Adds `id` to the lists of the kinds it listens for (module level: no closure made per rebuild). */
function addListener(listeners: (string[] | undefined)[], id: string, slots: readonly number[]): void {
  for (const slot of slots) {
    const list = listeners[slot];
    if (list) list.push(id);
    else listeners[slot] = [id];
  }
}

/**
 * Builds the board index of `s` from its board's ids (`sources`, {@link boardSources}) (569.1; 135.4 and 434.1.c for
 * attached cards). Its listener lists follow 583.3.b's
 * listing order (bases, battlefields and their units, then legends): the sources' order with the legends moved last.
 */
function buildIndex(s: RbState, sources: string[]): Index {
  const passives: BoardPassive[] = [];
  const byKind: (BoardPassive[] | undefined)[] = [];
  const listeners: (string[] | undefined)[] = [];
  let legends: string[] | null = null; // legends that listen, added after the rest (583.3.b)
  const attached: string[] = [];
  const reads: Reads = { readAt: [], readCode: [], readAttachedTo: [] };
  for (const source of sources) {
    const o = read(s, source, reads); // read once: this runs over the whole board at every rebuild
    const facts = factsOf(o.code);
    if (facts.listens.length > 0) {
      if (!isLegend(s, source)) addListener(listeners, source, facts.listenSlots);
      else if (legends === null) legends = [source];
      else legends.push(source);
    }
    const top = o.attachedTo;
    if (top !== undefined) {
      attached.push(o.code);
      // CR 1.4 135.4: printed text inactive while attached; 136.2, 434.1.c: its Effect Text is the top-most unit's.
      for (const passive of attachedPassives(o.code)) addPassive(passives, byKind, top, passive);
      // Svellsongur (`copyUnitText`): one more instance of the unit's printed passives (CR 1.4 434.1.c)
      if (copiesUnitText(o.code))
        for (const passive of passivesOfCode(read(s, top, reads).code)) addPassive(passives, byKind, top, passive);
      continue;
    }
    for (const passive of facts.passives) addPassive(passives, byKind, source, passive);
  }
  if (legends !== null) for (const id of legends) addListener(listeners, id, factsOf(obj(s, id).code).listenSlots);
  const { readAt, readCode, readAttachedTo } = reads;
  return { sources, passives, byKind, attached, keywordTexts: undefined, readAt, readCode, readAttachedTo, listeners };
}

/**
 * The board objects with a printed `on` trigger of `kind` (on the board or attached), in the order simultaneous
 * triggers are first listed (583.3.b: bases, battlefields and their units, then legends; events.ts `considerBoard`).
 * They depend only on the board's ids and codes, which the index checks: an event reads this list instead of every
 * board object, and nearly every state an event happens in asks for the index anyway (issue "Engine speed").
 */
export function boardListeners(s: RbState, kind: EventKind): readonly string[] {
  return boardIndex(s).listeners[slotOf(kind)] ?? NO_IDS;
}

/** Board objects whose passive abilities are active (569.1), in board order: bases and legends, then battlefields. */
export function activeSources(s: RbState): readonly string[] {
  return boardIndex(s).sources;
}

/** The active passives of one kind, in board order (569.1). */
export function boardPassivesOfKind<K extends Passive["kind"]>(
  s: RbState,
  kind: K,
): readonly { readonly source: string; readonly passive: Extract<Passive, { kind: K }> }[] {
  return (boardIndex(s).byKind[slotOf(kind)] ?? NO_PASSIVES) as readonly {
    source: string;
    passive: Extract<Passive, { kind: K }>;
  }[];
}

/**
 * The keyword texts ("Assault 2") board objects could give any object (713.3): their `grant` passives', their
 * `equipmentGives` passives', and attached cards' Effect Text (434.1.c). A keyword whose name is in none of these,
 * nor printed on or passive to the object itself, nor granted by an effect, is not had (a quick "no", layers.ts).
 */
export function boardKeywordTexts(s: RbState): readonly string[] {
  const index = boardIndex(s);
  if (index.keywordTexts !== undefined) return index.keywordTexts;
  const out: string[] = [];
  for (const g of index.byKind[slotOf("grant")] ?? NO_PASSIVES)
    if (g.passive.kind === "grant") out.push(...g.passive.keywords);
  for (const g of index.byKind[slotOf("equipmentGives")] ?? NO_PASSIVES)
    if (g.passive.kind === "equipmentGives") out.push(g.passive.keyword);
  for (const code of index.attached) out.push(...attachedKeywords(code));
  index.keywordTexts = out.length > 0 ? out : NO_TEXTS;
  return index.keywordTexts;
}

/** Active passives of every board source (for cost modifiers and replacement checks). */
export function boardPassives(s: RbState): readonly BoardPassive[] {
  return boardIndex(s).passives;
}

/** The facedown cards at a battlefield (107.3): none, one, or more where its capacity allows (Bandle Tree). */
export function facedownAt(b: BattlefieldState): string[] {
  if (b.facedown === null) return [];
  return b.extraFacedown?.length ? [b.facedown, ...b.extraFacedown] : [b.facedown];
}

/**
 * How many cards a battlefield's Facedown Zone may hold (107.3.b, 107.3.b.1): one, plus each "you may hide an
 * additional card here" of the battlefield itself (a `rule` passive `hideLimit`, Bandle Tree).
 */
export function facedownCapacity(s: RbState, b: BattlefieldState): number {
  let n = 1;
  for (const a of cardScript(obj(s, b.card).code)?.abilities ?? [])
    if (a.kind === "passive" && a.passive.kind === "rule" && a.passive.key === "hideLimit") n += a.passive.value;
  return n;
}
